import * as v from 'valibot';

/**
 * How pages are named, apart from what they hold (schema.ts): the home page, a day's end and the page function
 * name pages without building the schema of everything a page can hold.
 */
export const dayPageId = (character: string, day: number) => `${character.toUpperCase()}-day-${day}`;
export const screeningPageId = (character: string) => `${character.toUpperCase()}-screening`;
export const isScreeningPageId = (id: string): boolean => id.endsWith('-screening');

/** Every page id there can be: a character's day (RESPA-day-1 … RESPA-day-10) or its screening (RESPA-screening). */
export const pageIdPattern = v.pipe(v.string(), v.regex(/^[A-Z]+-(?:day-(?:10|[1-9])|screening)$/));
