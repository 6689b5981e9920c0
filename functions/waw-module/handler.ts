import { moduleUpdateBodySchema } from '@domain/schemas.js';
import { validateModuleUpdate } from '@domain/validate-update.js';
import { parseBody } from '../lib/body.js';
import { callerWawStudent } from '../lib/caller.js';
import { HttpError, badRequest, notFound } from '../lib/http-error.js';
import { logger } from '../lib/logger.js';
import { httpHandler, json } from '../lib/middleware.js';
import { getModule, saveModule, type StoredModule } from '../lib/modules-repository.js';

const stale = (current: StoredModule) =>
  new HttpError(409, 'This module was saved from somewhere else first. The latest copy is attached.', { module: current });

/** Saves the caller's own module, only as a legal successor of the version the client read. */
export const handler = httpHandler(async (event) => {
  const body = parseBody(event, moduleUpdateBodySchema);
  const student = await callerWawStudent(event);
  const stored = await getModule(student.id, body.id);
  // Another student's module id looks exactly like one that does not exist.
  if (!stored || stored.name !== body.name) throw notFound(`Module "${body.name}" not found`);
  if (body.version !== undefined && stored.version !== body.version) throw stale(stored);

  const verdict = validateModuleUpdate(stored, { ...body, version: stored.version });
  if (!verdict.ok) {
    logger.warn('Module update refused', { studentId: student.id, moduleId: stored.id, reason: verdict.message });
    throw badRequest(verdict.message);
  }
  const saved: StoredModule = {
    ...body,
    game_details: JSON.stringify(verdict.module.game_details),
    version: stored.version + 1,
  };
  if (!(await saveModule(student.id, saved, stored.version))) {
    const current = await getModule(student.id, stored.id);
    if (!current) throw notFound(`Module "${body.name}" not found`);
    throw stale(current);
  }
  return json(200, saved);
});
