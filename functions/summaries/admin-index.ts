/**
 * The mark a profile carries once its class row and search items exist (functions/summaries/admin-backfill.ts): the roster
 * import sets it as it writes them, the backfill for every child added before. Raise it to rebuild them all.
 */
// 2: the class summary became one row per child (class-summary.ts): every child's row is built again.
export const ADMIN_INDEX = 2;
