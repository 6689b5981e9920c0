import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './clients.js';
import { keys, tableName } from './table.js';

export interface StudentProfile {
  id: string;
  class_id: string;
  first_name: string;
  last_name: string;
  grade: string;
}

export interface SignInRecord {
  student_id: string;
  password_hash: string;
}

const get = async (key: Record<string, string>): Promise<Record<string, unknown> | undefined> =>
  (await documentClient.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

export const findSignIn = async (school: string, username: string): Promise<SignInRecord | undefined> => {
  const item = await get(keys.signIn(school, username));
  return item ? { student_id: String(item.student_id), password_hash: String(item.password_hash) } : undefined;
};

export const getStudent = async (studentId: string): Promise<StudentProfile | undefined> => {
  const item = await get(keys.profile(studentId));
  if (!item) return undefined;
  return {
    id: String(item.id),
    class_id: String(item.class_id),
    first_name: String(item.first_name),
    last_name: String(item.last_name),
    grade: String(item.grade),
  };
};

/** Remembers whose identity this is, so signed calls (which carry only the identity id) find their student. */
export const linkIdentity = async (identityId: string, studentId: string): Promise<void> => {
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: { ...keys.identity(identityId), student_id: studentId } }));
};

export const studentIdForIdentity = async (identityId: string): Promise<string | undefined> => {
  const item = await get(keys.identity(identityId));
  return item ? String(item.student_id) : undefined;
};
