import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients/dynamodb.js';
import { requireEnv } from './env.js';

/**
 * One DynamoDB table, keyed pk/sk:
 *   SCHOOL#{school}     USERNAME#{username}  sign-in record: student_id, password_hash
 *   SCHOOL#{school}     CARD#{cardId}        sign-in card: student_id, secret_hash, issued_at, issued_by
 *   STUDENT#{id}        PROFILE              id, class_id, first_name, last_name, grade, school_identifier, username
 *   STUDENT#{id}        MODULE#{moduleId}    id, name, day_completed, step_completed, game_details, version, saved_at
 *   STUDENT#{id}        SETTINGS             the student's settings (domain/settings.ts)
 *   STUDENT#{id}        CARD                 card_id, school_identifier: the one card of theirs that works
 *   STUDENT#{id}        RECORDINGS           version, pending: uploads signed but not landed (the recordings quota), prefix
 *   CLASS#{school}      CLASS#{class}        class_id, name?, behind?: the school's classes (class-summary.ts), named by a school admin;
 *                                            behind: child id → place of a stored save their row lacks (markBehind)
 *   CLASS#{school}#{class} CHILD#{id}        id, f, l, u, rv, mid, m: a child's row of the class summary (class-summary.ts)
 *   SEARCH#{school}     {term}#{id}          id, first_name, last_name, username, class_id: see search-index.ts
 *   SEEN#{school}       STUDENT#{id}         at: when the child last signed in (the inactive list: sign-ins.ts)
 *   IDENTITY#{id}       IDENTITY             student_id, student: whose Cognito identity it is, their record as of sign-in
 *   LOGIN#{school}#{h}  ATTEMPTS             next_free_at, last_try_at, wrong_tries, last_wrong_at, expires_at (TTL); {h} is
 *                                            a keyed hash of the username or card (sign-in-key.ts)
 *   LOGIN#{school}#{h}  DEVICE#{device}      next_free_at, last_try_at, expires_at (TTL): a known device's own budget
 *   INFLUENCERS         INFLUENCER#{id}      id, name, video
 *   PAGE#{id}           PAGE                 id, content (a day page or the screening, JSON), version, edited_by/at: what children see
 *   PAGE#{id}           DRAFT                content, revision, base_version, edited_by, edited_at: a district admin's unpublished edit
 *   PAGE#{id}           VERSION#{n}          version, content, published_by, published_at: a version the page replaced (n zero-padded)
 *   SCHOOLS             SCHOOL#{school}      id: every school that has students, for district admins
 *   ADMIN#{sub}         PASSKEY#{credential} an admin's passkey: public_key, counter, transports, label, created_at
 *   ADMIN#{sub}         CHALLENGE#{session}  the WebAuthn challenge this sign-in session was given, single use
 *   ADMIN#{sub}         AAL2#{session}       proof that this sign-in session used a passkey: credential_id, expires_at
 *   ADMIN#{sub}         PASSKEYS             version: moves on with every passkey added or removed (registration binds to it)
 *   ADMIN#{sub}         CLASSES#{school}     classes, version: the classes a teacher has at that school (teacher-classes.ts)
 *   EXPORT#STUDENT#{id} JOB#{job}            bucket, zip_key, expires_at (TTL): a child's export, found by the child's removal
 *   EXPORT#STUDENT#{id} REQUEST              job_id, created_by, requested_at, expires_at (TTL): the child's last export request,
 *                                            which a repeat within minutes answers with the same job (export-job.ts)
 *   ADMIN#{sub}         REMOVED#{school}     removed_at, expires_at (TTL): their roles there were taken (role-removals.ts)
 *
 * Index bySchool (school_key, class_key) over student profiles: see school-index.ts.
 */
const TABLE_NAME = requireEnv('TABLE_NAME');
export const tableName = (): string => TABLE_NAME;

export const keys = {
  signIn: (school: string, username: string) => ({ pk: `SCHOOL#${school}`, sk: `USERNAME#${username}` }),
  profile: (studentId: string) => ({ pk: `STUDENT#${studentId}`, sk: 'PROFILE' }),
  module: (studentId: string, moduleId: string) => ({ pk: `STUDENT#${studentId}`, sk: `MODULE#${moduleId}` }),
  settings: (studentId: string) => ({ pk: `STUDENT#${studentId}`, sk: 'SETTINGS' }),
  card: (school: string, cardId: string) => ({ pk: `SCHOOL#${school}`, sk: `CARD#${cardId}` }),
  currentCard: (studentId: string) => ({ pk: `STUDENT#${studentId}`, sk: 'CARD' }),
  recordings: (studentId: string) => ({ pk: `STUDENT#${studentId}`, sk: 'RECORDINGS' }),
  identity: (identityId: string) => ({ pk: `IDENTITY#${identityId}`, sk: 'IDENTITY' }),
  /** by a keyed hash of the username or card, never the name itself: see sign-in-key.ts */
  loginAttempts: (school: string, hashed: string) => ({ pk: `LOGIN#${school}#${hashed}`, sk: 'ATTEMPTS' }),
  lastSignIn: (school: string, studentId: string) => ({ pk: `SEEN#${school}`, sk: `STUDENT#${studentId}` }),
  influencer: (id: string) => ({ pk: 'INFLUENCERS', sk: `INFLUENCER#${id}` }),
  page: (id: string) => ({ pk: `PAGE#${id}`, sk: 'PAGE' }),
  school: (school: string) => ({ pk: 'SCHOOLS', sk: `SCHOOL#${school}` }),
  passkey: (sub: string, credentialId: string) => ({ pk: `ADMIN#${sub}`, sk: `PASSKEY#${credentialId}` }),
  passkeyChallenge: (sub: string, session: string) => ({ pk: `ADMIN#${sub}`, sk: `CHALLENGE#${session}` }),
  assurance: (sub: string, session: string) => ({ pk: `ADMIN#${sub}`, sk: `AAL2#${session}` }),
  passkeysVersion: (sub: string) => ({ pk: `ADMIN#${sub}`, sk: 'PASSKEYS' }),
  teacherClasses: (sub: string, school: string) => ({ pk: `ADMIN#${sub}`, sk: `CLASSES#${school}` }),
  exportJob: (jobId: string) => ({ pk: `EXPORT#${jobId}`, sk: 'JOB' }),
  childExport: (studentId: string, jobId: string) => ({ pk: `EXPORT#STUDENT#${studentId}`, sk: `JOB#${jobId}` }),
  exportRequest: (studentId: string) => ({ pk: `EXPORT#STUDENT#${studentId}`, sk: 'REQUEST' }),
  roleRemoval: (sub: string, school: string) => ({ pk: `ADMIN#${sub}`, sk: `REMOVED#${school}` }),
} as const;

export { SCHOOL_INDEX, schoolIndexKeys } from './school-index.js';

export const MODULE_PREFIX = 'MODULE#';

export { normaliseSchool, normaliseUsername } from './normalise.js';

export const isConditionalCheckFailed = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

/** A put guarded by its condition: false when the condition refused it, any other failure thrown. */
export const conditionalPut = async (input: PutCommandInput): Promise<boolean> => {
  try {
    await dynamo.send(new PutCommand(input));
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
};
