import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { RosterRow } from '@domain/schemas.js';
import { documentClient } from './clients.js';
import { assignModule } from './modules-repository.js';
import { findSignIn } from './students-repository.js';
import { hashPassword } from './password.js';
import { conditionalPut, keys, normaliseSchool, normaliseUsername, schoolIndexKeys, tableName } from './table.js';

/**
 * Adds a student. The sign-in record is written last and only if the username is free: until it exists the new
 * profile and modules are unreachable, so an import cut off midway leaves nothing half-made that anyone can use,
 * and a re-run simply adds the students still missing. An existing student is left alone.
 */
export const addStudent = async (row: RosterRow): Promise<'added' | 'exists'> => {
  const school = normaliseSchool(row.school_identifier);
  const username = normaliseUsername(row.username);
  if (await findSignIn(school, username)) return 'exists';
  const studentId = randomUUID();
  const profile = {
    ...keys.profile(studentId),
    ...schoolIndexKeys(school, row.class_id, studentId),
    id: studentId,
    class_id: row.class_id,
    first_name: row.first_name,
    last_name: row.last_name,
    grade: row.grade,
    school_identifier: school,
    username,
  };
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: profile }));
  // District admins list schools from here; writing it again is harmless.
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: { ...keys.school(school), id: school } }));
  for (const name of row.modules) {
    await assignModule(studentId, {
      id: randomUUID(),
      name,
      day_completed: 0,
      step_completed: 'notstarted',
      game_details: null,
      version: 0,
    });
  }
  const claimed = await conditionalPut({
    TableName: tableName(),
    Item: { ...keys.signIn(school, username), student_id: studentId, password_hash: await hashPassword(row.password) },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
  // When another import claimed the username first, this profile simply stays unreachable.
  return claimed ? 'added' : 'exists';
};
