import { settingsSchema } from '@domain/settings.js';
import { parseBody } from '../common/body.js';
import { callerWawStudent } from '../common/caller.js';
import { isEnrolled } from '../common/enrolment.js';
import { forbidden } from '../common/http-error.js';
import { httpHandler, json } from '../common/middleware.js';
import { readSettings, writeSettings } from './settings-repository.js';

/** The caller's own settings: the defaults until they change one, then whatever they chose, on any device. */
export const handler = httpHandler(async (event) => {
  const student = await callerWawStudent(event);
  if (event.httpMethod === 'PUT') {
    const settings = parseBody(event, settingsSchema);
    // A child being removed saves nothing more: their settings would outlive the removal (functions/common/enrolment.ts).
    if (!(await isEnrolled(student.id))) throw forbidden('No student is linked to this sign-in');
    await writeSettings(student.id, settings);
    return json(200, settings);
  }
  return json(200, await readSettings(student.id));
});
