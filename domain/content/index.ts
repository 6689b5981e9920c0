import { dayPages, screeningPage } from './build.js';
import { PROGRAMMES } from './programmes/index.js';

export * from './build.js';
export * from './competencies.js';
export * from './components.js';
export * from './feelings.js';
export * from './pictures.js';
export * from './schema.js';
export * from './score.js';
export { SONG_SCORES } from './songs/index.js';
export { PROGRAMMES } from './programmes/index.js';

const programmes = Object.values(PROGRAMMES);

/** Every day page the programme ships with, seeded into the table and then edited in the admin area. */
export const DAY_PAGES = programmes.flatMap((programme) => dayPages(programme));

/** Every programme's eight test items, asked before day 1 and again after day 10. */
export const SCREENING_PAGES = programmes.map(screeningPage);
