import { callerWawStudent } from '../common/caller.js';
import { httpHandler, json } from '../common/middleware.js';
import { listModules } from './modules-repository.js';

export const handler = httpHandler(async (event) => {
  const student = await callerWawStudent(event);
  return json(200, { modules: await listModules(student.id) });
});
