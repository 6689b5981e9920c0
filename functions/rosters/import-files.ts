/**
 * Where a roster import's files live in the imports bucket (no I/O here: the CDK app reads the prefix too). The
 * admin's browser uploads to one key; the job reads a copy written once every row was checked, which no upload URL
 * can write.
 */
export const IMPORTS_PREFIX = 'roster-imports/';
export const uploadKey = (jobId: string): string => `${IMPORTS_PREFIX}${jobId}/upload.csv`;
export const checkedKey = (jobId: string): string => `${IMPORTS_PREFIX}${jobId}/checked.csv`;
