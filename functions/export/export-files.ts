/**
 * Where a child's export zip lives and for how long, for the functions and the CDK app alike (no environment read
 * here): under exports/ of the roster import's private bucket, whose lifecycle rule deletes it after a day.
 */
export const EXPORTS_PREFIX = 'exports/';
export const EXPORT_DAYS = 1;
/** How long a download link works; asking again while the zip exists gives a fresh one. */
export const EXPORT_LINK_SECONDS = 15 * 60;
