import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients/dynamodb.js';
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
  (await dynamo.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

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

/**
 * Remembers whose identity this is, with the student's record, so a signed call (which carries only the identity
 * id) resolves its caller in one read. Every sign-in writes it afresh.
 */
export const linkIdentity = async (identityId: string, student: StudentProfile): Promise<void> => {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.identity(identityId), student_id: student.id, student } }));
};

/** The student a Cognito identity belongs to, as of their last sign-in: one consistent read. */
export const studentForIdentity = async (identityId: string): Promise<StudentProfile | undefined> => {
  const item = await get(keys.identity(identityId));
  const student = item?.student as Partial<StudentProfile> | undefined;
  if (!student?.id) return undefined;
  return {
    id: String(student.id),
    class_id: String(student.class_id),
    first_name: String(student.first_name),
    last_name: String(student.last_name),
    grade: String(student.grade),
  };
};
