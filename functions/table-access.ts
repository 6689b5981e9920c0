import type { FunctionName } from './routes.js';

/**
 * What each function may do to the table, by partition key: the CDK app grants exactly this (IAM's
 * `dynamodb:LeadingKeys` condition) and the local cloud refuses the rest as DynamoDB would, so a function that
 * reaches past its keys fails in every test, not only in AWS. Patterns are IAM's StringLike: `*` is any run.
 * The key layout is in functions/common/table.ts.
 */
export interface TableAccess {
  /** partition keys it only reads: GetItem, BatchGetItem, Query, ConditionCheckItem */
  read: readonly string[];
  /** partition keys it reads and writes: also PutItem, UpdateItem, DeleteItem, BatchWriteItem */
  write: readonly string[];
  /** it queries the school index, whose partition key is a school id (so no prefix can narrow it) */
  schoolIndex?: true;
}

export const KEY = {
  admin: 'ADMIN#*',
  student: 'STUDENT#*',
  school: 'SCHOOL#*',
  schools: 'SCHOOLS',
  identity: 'IDENTITY#*',
  login: 'LOGIN#*',
  importJob: 'IMPORT#*',
  importsOf: 'IMPORTS#*',
  importedAt: 'IMPORTED#*',
  page: 'PAGE#*',
  components: 'COMPONENTS',
  influencers: 'INFLUENCERS',
  classes: 'CLASS#*',
  search: 'SEARCH#*',
  seen: 'SEEN#*',
  removalJob: 'REMOVAL#*',
  exportJob: 'EXPORT#*',
  schoolDeletion: 'SCHOOLDEL#*',
} as const;

/** A signed-in student's call resolves its caller from the identity item (functions/common/caller.ts). */
const STUDENT_CALL = [KEY.identity];
/** Every admin call may check the caller's passkey assurance (functions/admins/admin.ts). */
const ADMIN_CALL = [
  KEY.admin,
  // and whether a school of theirs is deleted (functions/school-deletion/school-deletion-job.ts)
  KEY.schoolDeletion,
];

export const TABLE_ACCESS: Record<FunctionName, TableAccess> = {
  // The one function anyone may call: it reads sign-ins and cards, counts attempts and links identities, and
  // can write nothing a student's or an admin's data lives under.
  // It also notes when each child last signed in, in a partition of nothing but those times (sign-ins.ts).
  'waw-login': { read: [KEY.school, KEY.student], write: [KEY.login, KEY.identity, KEY.seen] },
  'waw-student': { read: [...STUDENT_CALL, KEY.student], write: [] },
  'student-influencers': { read: [...STUDENT_CALL, KEY.influencers], write: [] },
  'waw-modules': { read: [...STUDENT_CALL, KEY.student], write: [] },
  // A save writes the module only: its class row follows from the table's stream (class-rows).
  'waw-module': { read: STUDENT_CALL, write: [KEY.student] },
  'waw-page': { read: [...STUDENT_CALL, KEY.page, KEY.influencers], write: [] },
  'waw-recordings': { read: STUDENT_CALL, write: [KEY.student] },
  'waw-settings': { read: STUDENT_CALL, write: [KEY.student] },
  'admin-content': { read: ADMIN_CALL, write: [KEY.page, KEY.components] },
  // A day reset moves the child's row of the class summary too; a move of a child rewrites their search items.
  'admin-students': {
    read: [...ADMIN_CALL, KEY.schools, KEY.seen],
    write: [KEY.student, KEY.school, KEY.login, KEY.classes, KEY.search],
    schoolIndex: true,
  },
  // Its caller's roles are read as every admin call reads them: a deleted school, a removal since the token.
  'admin-passkeys': { read: [KEY.schoolDeletion], write: [KEY.admin] },
  'admin-users': { read: [KEY.schools, KEY.schoolDeletion], write: [KEY.admin] },
  'admin-cards': { read: ADMIN_CALL, write: [KEY.school, KEY.student], schoolIndex: true },
  // A job is listed under the admin who made it and under each school it names (a removal finds its rows there).
  'admin-imports': { read: ADMIN_CALL, write: [KEY.importJob, KEY.importsOf, KEY.importedAt] },
  // A row of a school being deleted is refused (functions/rosters/roster.ts).
  'roster-import-worker': {
    read: [KEY.schoolDeletion],
    write: [KEY.importJob, KEY.school, KEY.student, KEY.schools, KEY.classes, KEY.search],
  },
  'roster-import-dead-letters': { read: [], write: [KEY.importJob] },
  'waw-get-signed-cookie-values': { read: [], write: [] },
  // It marks a child removing (their profile) and creates the job; the worker deletes everything of theirs.
  'admin-removals': {
    read: [...ADMIN_CALL, KEY.schools],
    // A district admin's school deletion: its job is the mark that shuts the school's admins out; its teachers' classes
    // there go, and so do the passkeys of an account left with no role (functions/admins/pool-members.ts).
    write: [KEY.student, KEY.removalJob, KEY.schoolDeletion, KEY.admin],
  },
  'student-removal-worker': {
    read: [],
    // A school deletion's steps too: its job, the school's children found by the index, its entry in the district's list.
    write: [
      KEY.removalJob,
      KEY.student,
      KEY.school,
      KEY.login,
      KEY.identity,
      KEY.classes,
      KEY.search,
      KEY.seen,
      KEY.schoolDeletion,
      KEY.schools,
      // the child's exports, found by the entry under the child that each export writes first
      KEY.exportJob,
      // the child's rows in the results of the imports that named their school
      KEY.importJob,
      KEY.importedAt,
    ],
    schoolIndex: true,
  },
  // An export reads the child's profile and keeps its job; the worker reads everything of the child, writes only the job.
  'admin-exports': { read: [...ADMIN_CALL, KEY.student], write: [KEY.exportJob] },
  'student-export-worker': { read: [KEY.student, KEY.school, KEY.login, KEY.classes, KEY.seen], write: [KEY.exportJob] },
  // A message names a page: the worker reads its published content, to know its lines.
  'narration-worker': { read: [KEY.page], write: [] },
  // A saved module reaches its child's row: the child's profile says where it is (functions/summaries/class-row.ts).
  'class-rows': { read: [KEY.student], write: [KEY.classes] },
};

/** Whether a partition key matches an IAM StringLike pattern (`*` any run, `?` one character). */
export const keyMatches = (pattern: string, key: string): boolean =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
    's',
  ).test(key);

/** Whether a function's grant lets it read (or write) an item of this partition key. */
export const mayAccess = (access: TableAccess, key: string, write: boolean): boolean =>
  (write ? access.write : [...access.read, ...access.write]).some((pattern) => keyMatches(pattern, key));
