import type { APIGatewayProxyEvent } from 'aws-lambda';
import { STUDENT_GRADE } from '@domain/constants.js';
import { forbidden } from './http-error.js';
import { studentForIdentity, type StudentProfile } from './students-repository.js';

/**
 * The signed-in student, from the identity API Gateway verified (requestContext), never from anything the client
 * sent in the path, query or body.
 */
export const callerStudent = async (event: APIGatewayProxyEvent): Promise<StudentProfile> => {
  const identityId = event.requestContext.identity.cognitoIdentityId;
  if (!identityId) throw forbidden('This call needs a signed-in student');
  // One read: the identity item carries the student's record, written at sign-in.
  const student = await studentForIdentity(identityId);
  if (!student) throw forbidden('No student is linked to this sign-in');
  return student;
};

export const callerWawStudent = async (event: APIGatewayProxyEvent): Promise<StudentProfile> => {
  const student = await callerStudent(event);
  if (student.grade !== STUDENT_GRADE) throw forbidden(`Student not assigned to ${STUDENT_GRADE}. Please contact your support team.`);
  return student;
};
