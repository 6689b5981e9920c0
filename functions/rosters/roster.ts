import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { v5 as uuidv5 } from 'uuid';
import type { RosterRow } from '@domain/roster-row.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { ADMIN_INDEX } from '../summaries/admin-index.js';
import { addChildToClass } from '../summaries/class-summary.js';
import { assignModule, type StoredModule } from '../modules/modules-repository.js';
import { hashPassword } from '../sign-in/password.js';
import { isEnrolled } from '../common/enrolment.js';
import { deletedSchools } from '../school-deletion/school-deletion-job.js';
import { indexChild } from '../summaries/search-index.js';
import { conditionalPut, keys, normaliseSchool, normaliseUsername, schoolIndexKeys, tableName } from '../common/table.js';
import * as clock from '../common/clock.js';

/** The namespace of WAW's name-based ids (RFC 9562 UUID v5): fixed forever, or every id would change. */
const ID_NAMESPACE = '3f1d5a52-6c0e-4a8b-9a57-2f6b0e1c7d41';

/**
 * A student's id follows from their school and username, and a module's from its student and character: any run of
 * the same roster row, at any time or at the same moment, writes the same items.
 */
export const studentIdFor = (school: string, username: string): string =>
  uuidv5(`student#${normaliseSchool(school)}#${normaliseUsername(username)}`, ID_NAMESPACE);
export const moduleIdFor = (studentId: string, character: string): string => uuidv5(`module#${studentId}#${character}`, ID_NAMESPACE);

export type AddOutcome = 'added' | 'exists';

/** A row of a school being deleted: nothing of it is written (the deletion's last pass finds any row that got in first). */
export class SchoolBeingDeleted extends Error {
  override name = 'SchoolBeingDeleted';
  constructor() {
    super('This school is being deleted: no child can be added to it.');
  }
}

/** A row naming a child whose removal is under way: it fails, and imported again once the removal ends, adds them afresh. */
export class ChildBeingRemoved extends Error {
  override name = 'ChildBeingRemoved';
  constructor() {
    super('This child is being removed. Import this row again once the removal has finished to add them afresh.');
  }
}

const signInOf = async (school: string, username: string) =>
  (await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.signIn(school, username), ConsistentRead: true }))).Item;

/** Whose the sign-in is: this import's own work (a retried chunk, a re-run job) counts as added, anyone else's as there. */
const outcomeFor = (signIn: Record<string, unknown>, importJob: string | undefined): AddOutcome =>
  importJob !== undefined && signIn.import_job === importJob ? 'added' : 'exists';

/**
 * Adds a student, exactly once however often and however concurrently the row is imported. Every write is
 * conditional and names the same items, and the sign-in record is written last, only if the username is free:
 * until it exists the profile and modules are unreachable, so a run cut off midway leaves nothing anyone can use,
 * and running it again finishes the job. An existing student keeps their password and progress.
 */
export const addStudent = async (row: RosterRow, importJob?: string): Promise<AddOutcome> => {
  const school = normaliseSchool(row.school_identifier);
  const username = normaliseUsername(row.username);
  // Most rows of a re-run exist already: no need for scrypt's half second to learn that.
  const existing = await signInOf(school, username);
  if (existing) return outcomeFor(existing, importJob);

  if ((await deletedSchools([school])).has(school)) throw new SchoolBeingDeleted();
  const studentId = studentIdFor(school, username);
  const created = await conditionalPut({
    TableName: tableName(),
    Item: {
      ...keys.profile(studentId),
      ...schoolIndexKeys(school, row.class_id, studentId),
      id: studentId,
      class_id: row.class_id,
      first_name: row.first_name,
      last_name: row.last_name,
      grade: row.grade,
      school_identifier: school,
      username,
      // The inactive list counts a child who never signed in from here.
      added_at: clock.now(),
      // Its class row and search items are written below, before the sign-in that makes the child real.
      admin_index: ADMIN_INDEX,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
  // The child of this row is being removed: nothing of theirs is written again (functions/common/enrolment.ts).
  if (!created && !(await isEnrolled(studentId))) throw new ChildBeingRemoved();
  // District admins list schools from here; writing it again is harmless.
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.school(school), id: school } }));
  const modules: StoredModule[] = row.modules.map((name) => ({
    id: moduleIdFor(studentId, name),
    name,
    day_completed: 0,
    step_completed: 'notstarted',
    game_details: null,
    version: 0,
  }));
  for (const module of modules) await assignModule(studentId, module);
  // The admin pages count and find the child from the start, before they ever play.
  const child = { id: studentId, first_name: row.first_name, last_name: row.last_name, username, class_id: row.class_id };
  await addChildToClass({ school, class_id: row.class_id }, child, modules);
  await indexChild(school, child);
  const claimed = await conditionalPut({
    TableName: tableName(),
    Item: {
      ...keys.signIn(school, username),
      student_id: studentId,
      password_hash: await hashPassword(row.password),
      ...(importJob ? { import_job: importJob } : {}),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
  if (claimed) return 'added';
  // Someone claimed the username while we hashed: whose claim it was decides what this row reports.
  const winner = await signInOf(school, username);
  return winner ? outcomeFor(winner, importJob) : 'exists';
};
