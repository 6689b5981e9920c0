import { CHARACTERS } from '../characters.js';
import { EMOTIONS, PROGRAMME_DAYS } from '../constants.js';
import type { DayPage, Question, StoredScreeningPage } from '../content/schema.js';
import { plainLyric } from '../content/score.js';

/**
 * Every line the game speaks, as the player says it, so each can be made into audio once, when the content is made
 * (issue 46). A day's lines come from its page (the words a screen builds from it, composed exactly as the screen
 * composes them); the app's own lines (instructions, praise, prompts, the day's end) are the same for every day.
 * A line missing here is not lost: the player says it with the browser's voice instead.
 */

/** What a wrong practice answer hears after the answer's own name (question-round.tsx). */
export const hintLine = (hint: string): string => `Nice try! ${hint}`;
/** The end of practice names the day's big idea, its first card (practice-step.tsx). */
export const rememberLine = (lesson: string): string => `Remember: ${lesson}`;

const questionLines = (question: Pick<Question, 'prompt' | 'answers'> & { hint?: string }): string[] => [
  question.prompt,
  ...question.answers.map((answer) => answer.label),
  ...(question.hint ? [hintLine(question.hint)] : []),
];

/** A day's own lines, in the order a child meets them. */
export const dayLines = (page: DayPage): string[] => [
  page.title,
  ...page.song.lines.map((line) => plainLyric(line.lyric)),
  ...page.lesson.flatMap((card) => [card.title, card.text]),
  ...page.practice.flatMap(questionLines),
  ...(page.lesson[0] ? [rememberLine(page.lesson[0].text)] : []),
  page.celebration.message,
];

/** A test's lines: its items of both forms, each question and its answers (a test gives no hints). */
export const screeningLines = (page: StoredScreeningPage): string[] =>
  [...page.questions, ...(page.form_b ?? [])].flatMap((item) => [item.prompt, ...item.answers.map((answer) => answer.label)]);

const upTo = (most: number) => Array.from({ length: most + 1 }, (_, n) => n);
/** Tokens a day (15 at most, tokens.ts) or a test (16) earns, and a balance over the whole programme (under 200). */
const EARNED = upTo(20);
const BALANCES = upTo(200);

/**
 * The app's own lines: the step instructions, praise and prompts, and the day's and test's ends with the numbers
 * they can say. Kept beside the screens' words by test/domain/narration-lines.test.ts, which reads the screens.
 */
export const APP_LINES: readonly string[] = [
  // sign-in, home, the programme and day lists
  'Scan my card',
  'Stop',
  // the welcome, in each character's own words
  ...Object.values(CHARACTERS).flatMap((character) => [`Hello! I am ${character.name}.`, character.intro]),
  'Every day we say how we feel, sing, learn, practice, follow the beat and celebrate.',
  'Tap the camera button, so I can see you. Then tap I’m ready!',
  // the steps: the check-in's faces, each said by its name
  ...EMOTIONS.map((emotion) => emotion.charAt(0).toUpperCase() + emotion.slice(1)),
  'Press play. Listen to each line, then sing it back! Follow the bright words.',
  'You know this song! Press play and sing along. To learn it line by line, tap the button with the lines.',
  'Listen to the words…',
  'Listen to the tune…',
  'Your turn! Sing it back!',
  'Sing along!',
  'One star! Good try! Want to go again?',
  'Two stars! Great clapping!',
  'Three stars! Perfect rhythm!',
  'How do you feel right now? Tap a face.',
  'You did it! How do you feel now? Tap a face.',
  'Look and listen.',
  'Tap the right picture. You can always try again!',
  'Listen to the count. Then tap the drum, or clap, with every tock!',
  'Great singing! Tap next.',
  'Yes! Great job!',
  'That can help too!',
  'Great thinking!',
  'You found every answer.',
  'You kept trying and found every answer.',
  'Tap next.',
  'Let’s celebrate!',
  'Sing the song once more!',
  'Hooray! You did it all! Tap next.',
  'Record a message to yourself! Say one thing you learned today, and something kind to yourself, like I can do it! Open the camera, then tap record.',
  // the tests
  'Before we play, some questions.',
  'No wrong answers! Just show me what you think.',
  'Listen, then tap a picture.',
  'Thank you!',
  'A few last questions, to show all you learned. Tap the picture you think fits!',
  'All done! Thank you for showing me what you think.',
  'All done! Thank you for answering.',
  // the day's end
  ...upTo(PROGRAMME_DAYS)
    .slice(1)
    .flatMap((day) => [`Day ${day} done!`, `Tap the big button to play day ${day}.`]),
  'Tap the big button for a few last questions.',
  'You finished the whole programme. Amazing!',
  'More adventures are coming soon!',
];

/**
 * The counts the day's and the test's ends say: most of the app's lines by number, few of them heard on any one day,
 * so a device keeps them only as it hears them (the others' files are kept with every day).
 */
export const COUNT_LINES: readonly string[] = [
  ...EARNED.map((n) => `You earned ${n} tokens.`),
  ...EARNED.map((n) => `You earned ${n} tokens today.`),
  ...BALANCES.map((n) => `Now you have ${n} tokens.`),
];

/** The lines of the seeded programme, grouped as the player loads them: the app's, the counts, then each page's. */
export interface NarrationGroup {
  /** `app`, or the page's id */
  name: string;
  lines: string[];
}

/** A group's lines as the job makes them: each once, trimmed, none empty. */
export const uniqueLines = (lines: readonly string[]): string[] => [
  ...new Set(lines.map((line) => line.trim()).filter((line) => line !== '')),
];
