import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { LRUCache } from 'lru-cache';
import { recordModule, type ChildIdentity, type ClassPlace } from './class-summary.js';
import { dynamo } from '../shared/clients/dynamodb.js';
import { logger } from '../shared/logger.js';
import type { StoredModule } from '../modules/modules-repository.js';
import { keys, tableName } from '../shared/table.js';

type Child = ClassPlace & ChildIdentity;

/**
 * Where each child's row lives, read once by a warm function. A child's class may change (class-move.ts); a save
 * that names the old class then follows the mark the move left there, so a stale entry costs a read, never a row.
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

/**
 * A saved module reaches the class summary. The save itself already stands, so a failure here is logged and the
 * child's answer is not spoiled: the row carries the module version it reflects, and the child's next save,
 * being newer, writes the row again whole.
 */
export const recordInClass = async (studentId: string, module: StoredModule): Promise<void> => {
  try {
    const child = await placeOf(studentId);
    if (child) await recordModule(child, child, module);
  } catch (error) {
    logger.error('The class summary missed a save; the next save repairs it', { studentId, moduleId: module.id, error: error as Error });
  }
};
