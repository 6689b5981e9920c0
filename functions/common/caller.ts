import type { APIGatewayProxyEvent } from 'aws-lambda';
import { LRUCache } from 'lru-cache';
import { STUDENT_GRADE } from '@domain/constants.js';
import { forbidden } from './http-error.js';
import { studentForIdentity, type StudentProfile } from './students-repository.js';

/**
 * Callers this warm function has resolved, by identity and the temporary credentials that signed the call. The
 * identity item is written only at sign-in, and a sign-in brings new credentials, so a cached record is exactly
 * what the table held for those credentials, unless the same child signs in again elsewhere while these are in
 * use: a grade changed by an admin then reaches this session at most CALLER_TTL_MS late (it already waits for
 * the child's next sign-in). The TTL also bounds how long a record stays in memory.
 */
export const CALLER_TTL_MS = 5 * 60_000;
const callers = new LRUCache<string, StudentProfile>({ max: 1000, ttl: CALLER_TTL_MS });

/**
 * The signed-in student, from the identity API Gateway verified (requestContext), never from anything the client
 * sent in the path, query or body.
 */
export const callerStudent = async (event: APIGatewayProxyEvent): Promise<StudentProfile> => {
  const { cognitoIdentityId: identityId, accessKey } = event.requestContext.identity;
  if (!identityId) throw forbidden('This call needs a signed-in student');
  // API Gateway verified the signature made with this access key: neither part can be forged.
  const key = accessKey ? `${identityId} ${accessKey}` : undefined;
  const cached = key ? callers.get(key) : undefined;
  if (cached) return cached;
  // One read: the identity item carries the student's record, written at sign-in.
  const student = await studentForIdentity(identityId);
  if (!student) throw forbidden('No student is linked to this sign-in');
  if (key) callers.set(key, student);
  return student;
};

export const callerWawStudent = async (event: APIGatewayProxyEvent): Promise<StudentProfile> => {
  const student = await callerStudent(event);
  if (student.grade !== STUDENT_GRADE) throw forbidden(`Student not assigned to ${STUDENT_GRADE}. Please contact your support team.`);
  return student;
};
