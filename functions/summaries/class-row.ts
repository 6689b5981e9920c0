import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { LRUCache } from 'lru-cache';
import { clearBehind, markBehind, recordModule, type ChildIdentity, type ClassPlace } from './class-summary.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { logger } from '../common/logger.js';
import type { StoredModule } from '../modules/modules-repository.js';
import { keys, tableName } from '../common/table.js';

type Child = ClassPlace & ChildIdentity;

/**
 * Where each child's row lives, read once by a warm function. A child's class may change (class-move.ts); a save
 * that names the old class finds no row there and follows the profile, so a stale entry costs a read, never a row.
 */
const places = new LRUCache<string, Child>({ max: 2000, ttl: 60 * 60_000 });

const placeOf = async (studentId: string): Promise<Child | undefined> => {
  const cached = places.get(studentId);
  if (cached) return cached;
  const { Item } = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.profile(studentId),
      ProjectionExpression: 'school_identifier, class_id, first_name, last_name, username',
    }),
  );
  if (!Item) return undefined;
  const child: Child = {
    id: studentId,
    school: String(Item.school_identifier),
    class_id: String(Item.class_id),
    first_name: String(Item.first_name),
    last_name: String(Item.last_name),
    username: String(Item.username),
  };
  places.set(studentId, child);
  return child;
};

/** Children this environment marked as catching up: child id → the place of the save whose row write failed. */
const marked = new LRUCache<string, number>({ max: 2000 });

/**
 * A saved module reaches its child's row of the class summary: one small conditional update, made by the table's
 * stream consumer (class-rows.handler.ts). A failure is not swallowed: the record fails, and the stream's mapping
 * sends it again until the row has it. The repair job (rebuildClass) rebuilds any class from the modules whatever
 * happened.
 */
export const recordInClass = async (studentId: string, module: StoredModule, at: number): Promise<void> => {
  const child = await placeOf(studentId);
  if (!child) return;
  const { place } = await recordModule(child, child, module, at);
  // A save this environment marked has its row now: the mark goes (a mark another environment made is shown as
  // caught up once the row reaches it, and goes with the class's next repair).
  const mark = marked.get(studentId);
  if (place && mark !== undefined && mark <= at) {
    await clearBehind(place, studentId, at);
    marked.delete(studentId);
  }
  // A child who moved is looked up where they are now from the next save on; one gone, read again.
  if (!place) places.delete(studentId);
  else if (place.school !== child.school || place.class_id !== child.class_id) places.set(studentId, { ...child, ...place });
};

/**
 * The module saved at `order` is stored but its row write failed: the class page shows the child as still catching
 * up (markBehind) until a write of the row reaches it. Best effort: the record fails whatever happens here, and its
 * retry writes the row anyway.
 */
export const markInClass = async (studentId: string, order: number): Promise<void> => {
  try {
    const child = await placeOf(studentId);
    if (!child) return;
    await markBehind(child, studentId, order);
    marked.set(studentId, Math.max(order, marked.get(studentId) ?? order));
  } catch (error) {
    logger.warn('Could not mark a class row as behind', { studentId, error });
  }
};
