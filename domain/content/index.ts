import { FIRST_DAY_PAGES } from './first-days.js';
import { INROCK_PAGES } from './inrock.js';
import { RESPA_PAGES } from './respa.js';

export * from './build.js';
export * from './components.js';
export * from './pictures.js';
export * from './schema.js';
export { SCREENING_PAGE } from './screening.js';

/** Every day page the programme ships with, seeded into the table and then edited in the admin area. */
export const DAY_PAGES = [...RESPA_PAGES, ...INROCK_PAGES, ...FIRST_DAY_PAGES];
