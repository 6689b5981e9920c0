import { PutCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './clients.js';
import { requireEnv } from './env.js';

/**
 * One DynamoDB table, keyed pk/sk:
 *   SCHOOL#{school}     USERNAME#{username}  sign-in record: student_id, password_hash
 *   STUDENT#{id}        PROFILE              id, class_id, first_name, last_name, grade, school_identifier, username
 *   STUDENT#{id}        MODULE#{moduleId}    id, name, day_completed, step_completed, game_details, version
 *   STUDENT#{id}        SETTINGS             the student's settings (domain/settings.ts)
 *   STUDENT#{id}        RECORDINGS           version, pending: uploads signed but not landed (the recordings quota)
 *   IDENTITY#{id}       IDENTITY             student_id: which student a Cognito identity belongs to
 *   LOGIN#{school}#{u}  ATTEMPTS             failures, window_started_at, expires_at (TTL)
 *   INFLUENCERS         INFLUENCER#{id}      id, name, video
 *   PAGE#{id}           PAGE                 id, content (a day page or the screening, JSON), version
 */
const TABLE_NAME = requireEnv('TABLE_NAME');
export const tableName = (): string => TABLE_NAME;

export const keys = {
  signIn: (school: string, username: string) => ({ pk: `SCHOOL#${school}`, sk: `USERNAME#${username}` }),
  profile: (studentId: string) => ({ pk: `STUDENT#${studentId}`, sk: 'PROFILE' }),
  module: (studentId: string, moduleId: string) => ({ pk: `STUDENT#${studentId}`, sk: `MODULE#${moduleId}` }),
  settings: (studentId: string) => ({ pk: `STUDENT#${studentId}`, sk: 'SETTINGS' }),
  recordings: (studentId: string) => ({ pk: `STUDENT#${studentId}`, sk: 'RECORDINGS' }),
  identity: (identityId: string) => ({ pk: `IDENTITY#${identityId}`, sk: 'IDENTITY' }),
  loginAttempts: (school: string, username: string) => ({ pk: `LOGIN#${school}#${username}`, sk: 'ATTEMPTS' }),
  influencer: (id: string) => ({ pk: 'INFLUENCERS', sk: `INFLUENCER#${id}` }),
  page: (id: string) => ({ pk: `PAGE#${id}`, sk: 'PAGE' }),
} as const;

export const MODULE_PREFIX = 'MODULE#';

export { normaliseSchool, normaliseUsername } from './normalise.js';

export const isConditionalCheckFailed = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

/** A put guarded by its condition: false when the condition refused it, any other failure thrown. */
export const conditionalPut = async (input: PutCommandInput): Promise<boolean> => {
  try {
    await documentClient.send(new PutCommand(input));
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
};
