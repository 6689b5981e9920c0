import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LRUCache } from 'lru-cache';
import type { ModuleRecord, PlayableModule } from '@domain/module.js';
import { dynamo } from '../common/clients/dynamodb.js';
import * as clock from '../common/clock.js';
import { MODULE_PREFIX, conditionalPut, keys, tableName } from '../common/table.js';

/** A stored module; game_details is kept as the JSON string the API carries (or null until first opened). */
export type StoredModule = ModuleRecord & { game_details: string | null };

const toModule = (item: Record<string, unknown>): StoredModule => ({
  id: String(item.id),
  name: String(item.name),
  day_completed: Number(item.day_completed),
  step_completed: item.step_completed as StoredModule['step_completed'],
  game_details: typeof item.game_details === 'string' ? item.game_details : null,
  version: Number(item.version),
});

/** A child's modules with when each was last saved (ms; none for one saved before saves were timed or never saved). */
export const listModulesWithTimes = async (studentId: string): Promise<Array<{ module: StoredModule; savedAt: number | undefined }>> => {
  const modules: Array<{ module: StoredModule; savedAt: number | undefined }> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.profile(studentId).pk, ':prefix': MODULE_PREFIX },
        ExclusiveStartKey: startKey,
      }),
    );
    modules.push(
      ...(page.Items ?? []).map((item) => ({
        module: toModule(item),
        savedAt: typeof item.saved_at === 'number' ? item.saved_at : undefined,
      })),
    );
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return modules;
};

export const listModules = async (studentId: string): Promise<StoredModule[]> =>
  (await listModulesWithTimes(studentId)).map(({ module }) => module);

/** A module as stored, read consistently, with when it was last saved. */
export const getModuleWithTime = async (
  studentId: string,
  moduleId: string,
): Promise<{ module: StoredModule; savedAt: number | undefined } | undefined> => {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.module(studentId, moduleId), ConsistentRead: true }),
  );
  return Item ? { module: toModule(Item), savedAt: typeof Item.saved_at === 'number' ? Item.saved_at : undefined } : undefined;
};

/**
 * Writes a module only if it is still at the version the client read: two tabs can never silently overwrite each
 * other. Returns false when another write got there first. Every write of a module goes through here and moves
 * its version up by exactly one, and module ids are random: so an id and a version name one content for ever. It
 * keeps when it was saved (`saved_at`, never sent to the child): the module saved last is the one the child plays
 * now, which a class's summary shows and can be rebuilt from (functions/summaries/class-summary.ts).
 */
export const saveModule = (studentId: string, module: StoredModule, readVersion: number, savedAt = clock.now()): Promise<boolean> => {
  if (module.version !== readVersion + 1) throw new Error(`A module read at version ${readVersion} is saved as ${readVersion + 1}`);
  return conditionalPut(modulePut(studentId, module, readVersion, savedAt));
};

/**
 * When a save of a module is timed: now, but always after the version it builds on (`previous`, that version's
 * `saved_at`). Functions' clocks differ a little; a save timed before its predecessor by a function whose clock is
 * behind would lose its class row to the older version (the row keeps the later `o`). Each version later than the
 * one before makes a module's saves ordered as its versions are, whatever clock timed them.
 */
export const saveTimeAfter = (previous: number | undefined): number => Math.max(clock.now(), (previous ?? 0) + 1);

/**
 * A save's condition: the stored module is the version it read (`:read`). A module that is not there has no version,
 * so the one comparison also refuses to make a module (a comparison with a missing attribute is false).
 */
export const SAVE_CONDITION = 'version = :read';

/** The put a save sends (exported so the bench can ask DynamoDB what it costs). */
export const modulePut = (studentId: string, module: StoredModule, readVersion: number, savedAt: number) => ({
  TableName: tableName(),
  Item: { ...keys.module(studentId, module.id), ...module, saved_at: savedAt },
  ConditionExpression: SAVE_CONDITION,
  ExpressionAttributeValues: { ':read': readVersion },
});

/**
 * The copy of each module this warm function last read or saved. Because an id and a version name one content, a
 * save that builds on the version cached here needs no read: its condition on that version proves the copy is
 * still the stored one, and when the condition fails the caller reads as usual. Bounded in count and in size.
 */
const recentModules = new LRUCache<string, RecentModule>({
  max: 500,
  maxSize: 16 * 1024 * 1024,
  // The parsed copy roughly doubles what the JSON string takes.
  sizeCalculation: (recent) => 256 + 2 * (recent.module.game_details?.length ?? 0),
  ttl: 60 * 60_000,
});
const recentKey = (studentId: string, moduleId: string) => `${studentId} ${moduleId}`;

/** A module as last read or saved, with its game_details parsed when this function validated them. */
export interface RecentModule {
  module: StoredModule;
  parsed?: PlayableModule;
  /** its `saved_at`, where known: the next save is timed after it */
  savedAt?: number;
}

export const recentModule = (studentId: string, moduleId: string): RecentModule | undefined =>
  recentModules.get(recentKey(studentId, moduleId));

export const rememberModule = (studentId: string, module: StoredModule, savedAt: number | undefined, parsed?: PlayableModule): void => {
  recentModules.set(recentKey(studentId, module.id), {
    module,
    ...(parsed ? { parsed } : {}),
    ...(savedAt === undefined ? {} : { savedAt }),
  });
};

/** Adds a module a student has been assigned, never replacing one that exists. */
export const assignModule = (studentId: string, module: StoredModule): Promise<boolean> =>
  conditionalPut({
    TableName: tableName(),
    Item: { ...keys.module(studentId, module.id), ...module },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
