import { PROGRAMME_DAY_NUMBERS, dayKey } from './constants.js';
import type { DayProgress, GameDetails, Sticker, Stickers } from './schemas.js';

/** The sticker board is a grid a phone shows whole: 6 columns, 8 rows. */
export const BOARD_COLUMNS = 6;
export const BOARD_ROWS = 8;
export const STICKER_SCALE = { min: 0.5, max: 2 } as const;

/** Stickers a child earns: one for each kind of step the first time it is done, and a badge for each day. */
const STEP_STICKERS: Array<[string, (day: DayProgress) => boolean]> = [
  ['heart', (day) => day.pre_emotion !== ''],
  ['note', (day) => day.sing.completed],
  ['book', (day) => day.learn.completed],
  ['check', (day) => day.practice.completed],
  ['drum', (day) => day.followthebeat.completed],
  ['party', (day) => day.celebrate.completed],
];

export const ALL_STICKER_SOURCES: readonly string[] = [
  ...STEP_STICKERS.map(([src]) => src),
  ...PROGRAMME_DAY_NUMBERS.map((day) => `day-${day}`),
];

export const earnedStickers = (details: GameDetails): string[] => {
  const days = PROGRAMME_DAY_NUMBERS.map((day) => details.progress[dayKey(day)]!);
  return [
    ...STEP_STICKERS.filter(([, done]) => days.some(done)).map(([src]) => src),
    ...PROGRAMME_DAY_NUMBERS.filter((day) => days[day - 1]!.celebrate.completed).map((day) => `day-${day}`),
  ];
};

const onBoard = (sticker: Sticker): boolean =>
  sticker.row < BOARD_ROWS && sticker.col < BOARD_COLUMNS && sticker.scale >= STICKER_SCALE.min && sticker.scale <= STICKER_SCALE.max;

/** Why a board cannot be kept (a sticker not earned, or off the board), or null when it can. */
export const stickerBoardProblem = (details: GameDetails, stickers: Stickers): string | null => {
  const earned = new Set(earnedStickers(details));
  for (const sticker of Object.values(stickers)) {
    if (!earned.has(sticker.src)) return `The ${sticker.src} sticker is not earned yet`;
    if (!onBoard(sticker)) return `Sticker ${sticker.id} is off the board`;
  }
  return null;
};
