import { callerWawStudent } from '../shared/caller.js';
import { httpHandler, json } from '../shared/middleware.js';
import { listModules } from './modules-repository.js';

export const handler = httpHandler(async (event) => {
  const student = await callerWawStudent(event);
  return json(200, { modules: await listModules(student.id) });
});
