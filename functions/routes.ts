/**
 * The one route table and function table: infra/ builds API Gateway, the functions and their queues from them,
 * infra/local/ serves and runs them with the same limits. What each function may do to the table is in
 * table-access.ts.
 */
export type FunctionName =
  | 'waw-login'
  | 'waw-student'
  | 'student-influencers'
  | 'waw-modules'
  | 'waw-module'
  | 'waw-page'
  | 'waw-recordings'
  | 'waw-settings'
  | 'admin-content'
  | 'admin-students'
  | 'admin-passkeys'
  | 'admin-users'
  | 'admin-cards'
  | 'admin-imports'
  | 'roster-import-worker'
  | 'roster-import-dead-letters'
  | 'admin-removals'
  | 'student-removal-worker'
  | 'admin-exports'
  | 'student-export-worker'
  | 'narration-worker'
  | 'class-rows'
  | 'waw-get-signed-cookie-values';

/** What Lambda gives a function: its timeout and its memory (which also sets its share of CPU). */
export interface FunctionLimits {
  timeoutSeconds: number;
  memoryMb: number;
}

const API_FUNCTION: FunctionLimits = { timeoutSeconds: 10, memoryMb: 256 };

/**
 * Every function's limits, in one place for the CDK app and the local cloud. Work that cannot fit an API call's few
 * seconds for the largest school is a job on a queue (the roster import), never a longer timeout.
 */
export const FUNCTIONS: Record<FunctionName, FunctionLimits> = {
  // scrypt at OWASP cost needs 128 MiB and is CPU-bound: more memory buys a faster, steadier sign-in.
  'waw-login': { timeoutSeconds: 10, memoryMb: 1024 },
  'waw-student': API_FUNCTION,
  'student-influencers': API_FUNCTION,
  'waw-modules': API_FUNCTION,
  'waw-module': API_FUNCTION,
  'waw-page': API_FUNCTION,
  'waw-recordings': API_FUNCTION,
  'waw-settings': API_FUNCTION,
  'admin-content': API_FUNCTION,
  'admin-students': API_FUNCTION,
  'admin-passkeys': API_FUNCTION,
  'admin-users': API_FUNCTION,
  'admin-cards': API_FUNCTION,
  // Reads and checks a whole roster (up to 5,000 rows) and queues it: no hashing, a few seconds at most.
  'admin-imports': { timeoutSeconds: 20, memoryMb: 512 },
  // One batch of roster chunks: about 0.55 s of scrypt a row on one full vCPU (1769 MB), 2 chunks of 5 rows a batch.
  'roster-import-worker': { timeoutSeconds: 60, memoryMb: 1769 },
  'roster-import-dead-letters': { timeoutSeconds: 30, memoryMb: 256 },
  'admin-removals': API_FUNCTION,
  // One child a message: it waits out the last save's window (15 s) and deletes a few dozen items and videos.
  'student-removal-worker': { timeoutSeconds: 120, memoryMb: 256 },
  'admin-exports': API_FUNCTION,
  // One child a message: a few dozen items and at most 30 days of videos of a few MB each, streamed one at a time
  // to /tmp (512 MB) and uploaded once; memory holds a chunk, and more memory buys network and CPU for the zip.
  'student-export-worker': { timeoutSeconds: 300, memoryMb: 512 },
  // One group of lines a message: a day's 40 or so, at most the 243 counts, each a Polly call of about a second,
  // NARRATION_QUEUE.linesAtOnce at a time. It waits on Polly and S3, so the smallest memory does.
  'narration-worker': { timeoutSeconds: 300, memoryMb: 256 },
  'waw-get-signed-cookie-values': API_FUNCTION,
  // A batch of up to 100 saves from the table's stream, each one small update of a class row.
  'class-rows': { timeoutSeconds: 60, memoryMb: 256 },
};

/**
 * A Lambda event filter pattern, in the subset of its rules the product uses: each field must match; a list matches
 * a value equal to one of its strings or numbers, or one that `{ prefix }` begins, or one that `{ exists }` says is
 * there (or not).
 */
export interface FilterPattern {
  [field: string]: FilterPattern | Array<string | number | { prefix: string } | { exists: boolean }>;
}

/** The table's stream feeding a function through an event source mapping. */
export interface StreamMapping {
  function: FunctionName;
  /** records per invocation at most */
  batchSize: number;
  /**
   * how long the mapping gathers records before it invokes the function, unless the batch fills first: a district's
   * saves arriving together share an invocation, and what they write is that much later
   */
  batchingWindowSeconds: number;
  /** the records the function is given: the rest are dropped before any invocation, and cost nothing */
  filter: FilterPattern;
}

/**
 * The class rows, kept off the save's path: every module save the table takes (a module item written with its save
 * time) reaches the `class-rows` function from the table's stream, which writes the child's row
 * (functions/summaries/class-rows.handler.ts). Retried until it is written: a failing record blocks what follows it
 * until it succeeds or expires (24 hours), and what expired is described on a queue for the repair. The mapping
 * gathers saves for up to 5 seconds: a teacher's class page is that much behind the children at most, and a busy
 * district's saves share invocations (scripts/bench/cost-model.ts counts them).
 */
export const CLASS_ROWS_STREAM: StreamMapping & { failureQueue: string } = {
  function: 'class-rows',
  batchSize: 100,
  batchingWindowSeconds: 5,
  filter: {
    eventName: ['INSERT', 'MODIFY'],
    dynamodb: {
      Keys: { pk: { S: [{ prefix: 'STUDENT#' }] }, sk: { S: [{ prefix: 'MODULE#' }] } },
      NewImage: { saved_at: { N: [{ exists: true }] } },
    },
  },
  failureQueue: 'class-rows-failures',
};

/** API Gateway's own integration timeout: a REST API answers 504 when its function has not answered by then. */
export const API_GATEWAY_TIMEOUT_SECONDS = 29;

/** An SQS queue feeding a function through an event source mapping, and its dead-letter queue. */
export interface QueueMapping {
  queue: string;
  function: FunctionName;
  /** messages per invocation; each is a chunk of rows */
  batchSize: number;
  /** the most invocations the mapping runs at once */
  maxConcurrency: number;
  /** Lambda's advice: at least six times the function's timeout, so a slow batch is not handed out twice */
  visibilityTimeoutSeconds: number;
  /** receives before a message moves to the dead-letter queue */
  maxReceiveCount: number;
  deadLetters: { queue: string; function: FunctionName; batchSize: number; maxConcurrency: number; visibilityTimeoutSeconds: number };
}

/**
 * The roster import: each message is a chunk of 5 rows (5 × 0.55 s of scrypt), 2 to a batch, so an invocation does
 * about 5.5 s of work against its 60 s timeout.
 */
export const ROSTER_IMPORT_QUEUE: QueueMapping & { rowsPerMessage: number } = {
  queue: 'roster-imports',
  function: 'roster-import-worker',
  rowsPerMessage: 5,
  batchSize: 2,
  maxConcurrency: 10,
  visibilityTimeoutSeconds: 6 * FUNCTIONS['roster-import-worker'].timeoutSeconds,
  maxReceiveCount: 3,
  deadLetters: {
    queue: 'roster-imports-dlq',
    function: 'roster-import-dead-letters',
    batchSize: 10,
    maxConcurrency: 2,
    visibilityTimeoutSeconds: 6 * FUNCTIONS['roster-import-dead-letters'].timeoutSeconds,
  },
};

/**
 * Removing a child: each message names one child's removal job; the worker does every step idempotently, so a
 * message delivered again after a cut-off finishes the job. The job starts `graceSeconds` after the child was marked
 * removing, when no request that saw them enrolled can still be running (the longest timeout of a function that
 * writes a child's items, the roster import worker's, plus a margin): from then on nothing writes under the child.
 */
export const STUDENT_REMOVAL_QUEUE = {
  queue: 'student-removals',
  function: 'student-removal-worker',
  batchSize: 1,
  maxConcurrency: 5,
  visibilityTimeoutSeconds: 6 * FUNCTIONS['student-removal-worker'].timeoutSeconds,
  maxReceiveCount: 5,
  deadLetterQueue: 'student-removals-dlq',
  graceSeconds: FUNCTIONS['roster-import-worker'].timeoutSeconds + 5,
  /** after the child's modules are gone, how long a save that wrote one just before may still move its class row */
  saveWindowSeconds: API_FUNCTION.timeoutSeconds + 5,
  /** how long a video upload signed just before the mark may still land: its URL's 5 minutes and the call that signed it */
  uploadWindowSeconds: 300 + API_FUNCTION.timeoutSeconds + 5,
} as const satisfies Omit<QueueMapping, 'deadLetters'> & {
  deadLetterQueue: string;
  graceSeconds: number;
  saveWindowSeconds: number;
  uploadWindowSeconds: number;
};

/**
 * Exporting a child's data: each message names one export job; the worker builds the zip from scratch, so a message
 * delivered again after a cut-off builds it again. A message that keeps failing rests in the dead-letter queue.
 */
export const STUDENT_EXPORT_QUEUE = {
  queue: 'student-exports',
  function: 'student-export-worker',
  batchSize: 1,
  maxConcurrency: 2,
  visibilityTimeoutSeconds: 6 * FUNCTIONS['student-export-worker'].timeoutSeconds,
  maxReceiveCount: 3,
  deadLetterQueue: 'student-exports-dlq',
} as const satisfies Omit<QueueMapping, 'deadLetters'> & { deadLetterQueue: string };

/**
 * Narration (issue 46): each message names one group of lines (`app`, `counts` or a page's id), never the lines
 * themselves; the worker reads them from the code or the table and makes only the files missing. Polly's neural voices
 * take 8 requests a second in an account: two invocations at once, each with `linesAtOnce` calls under way, stay
 * below it. A message that keeps failing rests in the dead-letter queue; the page's next publish, or the next
 * deploy, queues it again.
 */
export const NARRATION_QUEUE = {
  queue: 'narration',
  function: 'narration-worker',
  batchSize: 1,
  maxConcurrency: 2,
  linesAtOnce: 3,
  visibilityTimeoutSeconds: 6 * FUNCTIONS['narration-worker'].timeoutSeconds,
  maxReceiveCount: 3,
  deadLetterQueue: 'narration-dlq',
} as const satisfies Omit<QueueMapping, 'deadLetters'> & { deadLetterQueue: string; linesAtOnce: number };

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/v3/${string}`;
  function: FunctionName;
  /** NONE: the sign-in; AWS_IAM: a signed-in student's SigV4; COGNITO: an admin's user-pool id token */
  auth: 'NONE' | 'AWS_IAM' | 'COGNITO';
}

export const API_ROUTES: readonly ApiRoute[] = [
  { method: 'POST', path: '/v3/waw/login', function: 'waw-login', auth: 'NONE' },
  { method: 'GET', path: '/v3/waw/student', function: 'waw-student', auth: 'AWS_IAM' },
  { method: 'GET', path: '/v3/student/influencers', function: 'student-influencers', auth: 'AWS_IAM' },
  { method: 'GET', path: '/v3/waw/modules', function: 'waw-modules', auth: 'AWS_IAM' },
  { method: 'PUT', path: '/v3/waw/module', function: 'waw-module', auth: 'AWS_IAM' },
  { method: 'GET', path: '/v3/waw/page', function: 'waw-page', auth: 'AWS_IAM' },
  { method: 'POST', path: '/v3/waw/recordings', function: 'waw-recordings', auth: 'AWS_IAM' },
  { method: 'GET', path: '/v3/waw/recordings', function: 'waw-recordings', auth: 'AWS_IAM' },
  { method: 'DELETE', path: '/v3/waw/recordings', function: 'waw-recordings', auth: 'AWS_IAM' },
  { method: 'GET', path: '/v3/waw/settings', function: 'waw-settings', auth: 'AWS_IAM' },
  { method: 'PUT', path: '/v3/waw/settings', function: 'waw-settings', auth: 'AWS_IAM' },
  { method: 'GET', path: '/v3/admin/pages', function: 'admin-content', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/page', function: 'admin-content', auth: 'COGNITO' },
  { method: 'PUT', path: '/v3/admin/page', function: 'admin-content', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/page/publish', function: 'admin-content', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/page/history', function: 'admin-content', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/page/restore', function: 'admin-content', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/components', function: 'admin-content', auth: 'COGNITO' },
  { method: 'PUT', path: '/v3/admin/components', function: 'admin-content', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/media', function: 'admin-content', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/students', function: 'admin-students', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/students/password', function: 'admin-students', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/modules/reset', function: 'admin-students', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/school', function: 'admin-students', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/class', function: 'admin-students', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/class/export', function: 'admin-students', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/student', function: 'admin-students', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/search', function: 'admin-students', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/district', function: 'admin-students', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/students/move', function: 'admin-students', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/class/promote', function: 'admin-students', auth: 'COGNITO' },
  { method: 'PUT', path: '/v3/admin/class/name', function: 'admin-students', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/inactive', function: 'admin-students', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/passkeys', function: 'admin-passkeys', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/passkeys', function: 'admin-passkeys', auth: 'COGNITO' },
  { method: 'DELETE', path: '/v3/admin/passkeys', function: 'admin-passkeys', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/passkeys/registration-options', function: 'admin-passkeys', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/passkeys/authentication-options', function: 'admin-passkeys', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/passkeys/authentication', function: 'admin-passkeys', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/me', function: 'admin-users', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/schools', function: 'admin-users', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/admins', function: 'admin-users', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/admins', function: 'admin-users', auth: 'COGNITO' },
  { method: 'DELETE', path: '/v3/admin/admins', function: 'admin-users', auth: 'COGNITO' },
  { method: 'PUT', path: '/v3/admin/admins/classes', function: 'admin-users', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/cards', function: 'admin-cards', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/cards', function: 'admin-cards', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/cards/revoke', function: 'admin-cards', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/imports', function: 'admin-imports', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/imports/start', function: 'admin-imports', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/imports', function: 'admin-imports', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/students/remove', function: 'admin-removals', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/removals', function: 'admin-removals', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/students/export', function: 'admin-exports', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/students/export', function: 'admin-exports', auth: 'COGNITO' },
  { method: 'POST', path: '/v3/admin/schools/delete', function: 'admin-removals', auth: 'COGNITO' },
  { method: 'GET', path: '/v3/admin/schools/delete', function: 'admin-removals', auth: 'COGNITO' },
];

/** Functions a signed-in student invokes directly (Lambda Invoke), by the name the frontend calls. */
export const DIRECT_FUNCTIONS = [
  { name: 'WAWGetSignedCookieValuesWithDomain', function: 'waw-get-signed-cookie-values' },
] as const satisfies ReadonlyArray<{ name: string; function: FunctionName }>;

/** The back end's features, one folder each under functions/ (docs/architecture.md, "Layout"). */
export type Feature =
  | 'sign-in'
  | 'modules'
  | 'recordings'
  | 'settings'
  | 'rosters'
  | 'cards'
  | 'removal'
  | 'export'
  | 'school-deletion'
  | 'admins'
  | 'summaries'
  | 'narration';

/** The feature whose folder holds each function's handler, `functions/{feature}/{name}.handler.ts`. */
export const FUNCTION_FEATURES: Record<FunctionName, Feature> = {
  'waw-login': 'sign-in',
  'waw-student': 'sign-in',
  'waw-get-signed-cookie-values': 'sign-in',
  'student-influencers': 'modules',
  'waw-modules': 'modules',
  'waw-module': 'modules',
  'waw-page': 'modules',
  'admin-content': 'modules',
  'waw-recordings': 'recordings',
  'waw-settings': 'settings',
  'admin-imports': 'rosters',
  'roster-import-worker': 'rosters',
  'roster-import-dead-letters': 'rosters',
  'admin-cards': 'cards',
  'admin-removals': 'removal',
  'student-removal-worker': 'removal',
  'admin-exports': 'export',
  'student-export-worker': 'export',
  'admin-users': 'admins',
  'admin-passkeys': 'admins',
  'admin-students': 'summaries',
  'narration-worker': 'narration',
  'class-rows': 'summaries',
};

export const handlerEntry = (name: FunctionName): string => `functions/${FUNCTION_FEATURES[name]}/${name}.handler.ts`;
