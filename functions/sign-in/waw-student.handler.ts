import { callerStudent } from '../common/caller.js';
import { httpHandler, json } from '../common/middleware.js';
import { readSettings } from '../settings/settings-repository.js';

/**
 * The caller's own record, with their settings: the one read the app makes of the child at sign-in, so that the
 * settings (read aloud, volumes, the programme last played) cost no request of their own. Any grade is returned,
 * so the app can tell a student they are not assigned to WAW.
 */
export const handler = httpHandler(async (event) => {
  const student = await callerStudent(event);
  return json(200, { ...student, settings: await readSettings(student.id) });
});
