import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { moduleUpdateBodySchema, type ModuleUpdateBody } from '@domain/schemas.js';
import type { PlayableModule } from '@domain/module.js';
import { validateModuleUpdate, type UpdateVerdict } from '@domain/validate-update.js';
import { parseBody } from '../common/body.js';
import { callerWawStudent } from '../common/caller.js';
import { HttpError, badRequest, notFound } from '../common/http-error.js';
import { logger } from '../common/logger.js';
import { httpHandler, json } from '../common/middleware.js';
import { getModuleWithTime, recentModule, rememberModule, saveModule, saveTimeAfter, type StoredModule } from './modules-repository.js';

const stale = (current: StoredModule) =>
  new HttpError(409, 'This module was saved from somewhere else first. The latest copy is attached.', { module: current });

type Successor = { ok: true; module: StoredModule; parsed: PlayableModule } | Extract<UpdateVerdict, { ok: false }>;

/** The module the body proposes, if legal play can reach it from `stored`, as it will be written and parsed. */
const successorOf = (stored: StoredModule, body: ModuleUpdateBody, parsedStored?: PlayableModule): Successor => {
  const verdict = validateModuleUpdate(stored, { ...body, version: stored.version }, parsedStored);
  if (!verdict.ok) return verdict;
  const version = stored.version + 1;
  return {
    ok: true,
    module: { ...body, game_details: JSON.stringify(verdict.module.game_details), version },
    parsed: { ...verdict.module, version },
  };
};

/** Whether the call asks for a minimal answer (RFC 7240's `Prefer: return=minimal`), its header named in any case. */
const prefersMinimal = (event: APIGatewayProxyEvent): boolean =>
  Object.entries(event.headers ?? {}).some(([name, value]) => name.toLowerCase() === 'prefer' && /\breturn=minimal\b/i.test(value ?? ''));

/**
 * The answer to a save: the module as stored, or, for a client that prefers a minimal answer, only its new version
 * when the module stored is the one it sent (its details, as it wrote them): the client then holds the stored copy
 * already, and the 5 KB of details need not come back to a device on a school's Wi-Fi. A module the save changed as
 * it stored it (the shop's own words and pictures, a legacy `false` video) comes back whole.
 */
const savedAnswer = (module: StoredModule, body: ModuleUpdateBody, minimal: boolean): APIGatewayProxyResult => {
  if (!minimal || module.game_details !== body.game_details) return json(200, module);
  return json(200, { version: module.version }, { 'preference-applied': 'return=minimal' });
};

/**
 * Saves the caller's own module, only as a legal successor of the version the client read: one conditional put. Its
 * class row follows from the table's stream (functions/summaries/class-rows.handler.ts), off the save's path.
 */
export const handler = httpHandler(async (event) => {
  const body = parseBody(event, moduleUpdateBodySchema);
  const student = await callerWawStudent(event);
  const minimal = prefersMinimal(event);

  // A child's saves follow one another: the copy this function saved last is usually the one the next save builds
  // on, and then the write's own version condition is the only table call. Anything else takes the path below.
  const recent = recentModule(student.id, body.id);
  if (recent && recent.module.version === body.version && recent.module.name === body.name) {
    const next = successorOf(recent.module, body, recent.parsed);
    if (next.ok) {
      const at = saveTimeAfter(recent.savedAt);
      if (await saveModule(student.id, next.module, recent.module.version, at)) {
        rememberModule(student.id, next.module, at, next.parsed);
        return savedAnswer(next.module, body, minimal);
      }
    }
  }

  const found = await getModuleWithTime(student.id, body.id);
  const stored = found?.module;
  // Another student's module id looks exactly like one that does not exist.
  if (!found || !stored || stored.name !== body.name) throw notFound(`Module "${body.name}" not found`);
  rememberModule(student.id, stored, found.savedAt);
  if (body.version !== undefined && stored.version !== body.version) throw stale(stored);

  const next = successorOf(stored, body);
  if (!next.ok) {
    logger.warn('Module update refused', { studentId: student.id, moduleId: stored.id, reason: next.message });
    throw badRequest(next.message);
  }
  const at = saveTimeAfter(found.savedAt);
  if (!(await saveModule(student.id, next.module, stored.version, at))) {
    const current = await getModuleWithTime(student.id, stored.id);
    if (!current) throw notFound(`Module "${body.name}" not found`);
    rememberModule(student.id, current.module, current.savedAt);
    throw stale(current.module);
  }
  rememberModule(student.id, next.module, at, next.parsed);
  return savedAnswer(next.module, body, minimal);
});
