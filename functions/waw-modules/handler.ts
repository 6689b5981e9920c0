import { callerWawStudent } from '../lib/caller.js';
import { httpHandler, json } from '../lib/middleware.js';
import { listModules } from '../lib/modules-repository.js';

export const handler = httpHandler(async (event) => {
  const student = await callerWawStudent(event);
  return json(200, { modules: await listModules(student.id) });
});
