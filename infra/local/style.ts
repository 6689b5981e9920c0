/** Emphasis for npm start's console: ANSI when it is a terminal that wants colour (NO_COLOR is honoured), else plain. */
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const wrap = (open: number, close: number) => (text: string) => (colour ? `\u001b[${open}m${text}\u001b[${close}m` : text);

export const style = { bold: wrap(1, 22), green: wrap(32, 39), yellow: wrap(33, 39) };
