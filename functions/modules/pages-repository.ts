import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type BatchGetCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { CHARACTER_CODES, PROGRAMME_DAY_NUMBERS } from '@domain/constants.js';
import { dayPageId, screeningPageId } from '@domain/content/page-ids.js';
import { currentPage } from '@domain/content/stored-page.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { conditionalPut, isConditionalCheckFailed, keys, tableName } from '../common/table.js';
import * as clock from '../common/clock.js';

/**
 * A page of the programme as stored: its content (JSON, in today's shape: see currentPage) and the version admins
 * save against.
 */
export interface StoredPage {
  id: string;
  content: unknown;
  version: number;
}

export const getPage = async (id: string): Promise<StoredPage | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.page(id) }));
  if (!Item) return undefined;
  return { id: String(Item.id), content: currentPage(JSON.parse(String(Item.content))), version: Number(Item.version) };
};

/** Whether the table holds a page, reading its key alone. */
export const pageExists = async (id: string): Promise<boolean> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.page(id), ProjectionExpression: 'pk' }));
  return Item !== undefined;
};

/**
 * Writes a page as the programme ships it when the table lacks it, or holds a shipped form no admin has saved
 * (no `edited_by`) that differs: content fixes reach tables seeded before. An admin's page is never overwritten.
 * The version moves on, so an editor open on the old form cannot save over the new one unnoticed.
 */
export const seedPage = async (id: string, content: unknown): Promise<boolean> => {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.page(id),
        UpdateExpression: 'SET id = :id, content = :content, version = if_not_exists(version, :none) + :one',
        ConditionExpression: 'attribute_not_exists(pk) OR (attribute_not_exists(edited_by) AND content <> :content)',
        ExpressionAttributeValues: { ':id': id, ':content': JSON.stringify(content), ':none': 0, ':one': 1 },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
};

/** Every page the programme can have: each character's ten days and its test. */
const PAGE_IDS: readonly string[] = CHARACTER_CODES.flatMap((character) => [
  ...PROGRAMME_DAY_NUMBERS.map((day) => dayPageId(character, day)),
  screeningPageId(character),
]);
/** BatchGetItem reads at most 100 keys a call. */
const BATCH_KEYS = 100;

/**
 * Every page, for the admin list: id, version and what it is. The ids are known, so this reads them by key (two
 * batch reads) rather than scanning the table, and the function needs no Scan on a table that holds every child.
 */
export const listPages = async (): Promise<StoredPage[]> => {
  const pages: StoredPage[] = [];
  for (let start = 0; start < PAGE_IDS.length; start += BATCH_KEYS) {
    let pending: Array<Record<string, unknown>> | undefined = PAGE_IDS.slice(start, start + BATCH_KEYS).map((id) => keys.page(id));
    // DynamoDB may hand back part of a batch as unprocessed: ask again for what is left.
    while (pending && pending.length > 0) {
      const { Responses, UnprocessedKeys }: BatchGetCommandOutput = await dynamo.send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
      );
      pages.push(
        ...(Responses?.[tableName()] ?? []).map((item) => ({
          id: String(item.id),
          content: currentPage(JSON.parse(String(item.content))),
          version: Number(item.version),
        })),
      );
      pending = UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return pages;
};

/**
 * An admin's edit of a page, not yet seen by children: one per page, shared by the district's admins. `revision`
 * moves on with every save (two admins never overwrite each other's draft); `base_version` is the published version
 * it was made from, so publishing it over a version published since is refused rather than losing that one.
 */
export interface PageDraft {
  content: unknown;
  revision: number;
  base_version: number;
  edited_by: string;
  edited_at: string;
}

/** One published version of a page, as its history lists it (the content is read only to restore it). */
export interface PublishedVersion {
  version: number;
  published_by: string | null;
  published_at: string | null;
}

const draftKey = (id: string) => ({ pk: keys.page(id).pk, sk: 'DRAFT' });
const VERSION_PREFIX = 'VERSION#';
/** Zero-padded so versions sort as numbers under the sort key. */
const versionKey = (id: string, version: number) => ({ pk: keys.page(id).pk, sk: `${VERSION_PREFIX}${String(version).padStart(10, '0')}` });

export const getDraft = async (id: string): Promise<PageDraft | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: draftKey(id), ConsistentRead: true }));
  if (!Item) return undefined;
  return {
    content: currentPage(JSON.parse(String(Item.content))),
    revision: Number(Item.revision),
    base_version: Number(Item.base_version),
    edited_by: String(Item.edited_by),
    edited_at: String(Item.edited_at),
  };
};

/**
 * Saves the page's draft only if it is still at the revision the admin opened (0: there was none), so two admins
 * never overwrite each other's draft. Children go on seeing the published page.
 */
export const saveDraft = (id: string, content: unknown, readRevision: number, baseVersion: number, editor: string): Promise<boolean> =>
  conditionalPut({
    TableName: tableName(),
    Item: {
      ...draftKey(id),
      content: JSON.stringify(content),
      revision: readRevision + 1,
      base_version: baseVersion,
      edited_by: editor,
      edited_at: clock.nowIso(),
    },
    ...(readRevision === 0
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : { ConditionExpression: 'revision = :read', ExpressionAttributeValues: { ':read': readRevision } }),
  });

/** Why a publish was refused: the draft moved on (or went), or someone published the page since the draft began. */
export type PublishRefusal = 'draft-changed' | 'page-changed';

const isCancelled = (error: unknown): boolean => error instanceof Error && error.name === 'TransactionCanceledException';

/**
 * Makes the draft at `revision` the page children see, in one transaction: the page moves from the draft's base
 * version to the next (only if still there: of two admins publishing, the later is refused, never lost), the
 * version it replaces is kept as its own item in the page's history, and the draft goes (only if unchanged).
 */
export const publishDraft = async (
  id: string,
  revision: number,
  publisher: string,
): Promise<{ version: number; content: unknown } | PublishRefusal> => {
  const [draft, live] = await Promise.all([
    getDraft(id),
    dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.page(id), ConsistentRead: true })).then(({ Item }) => Item),
  ]);
  if (!draft || draft.revision !== revision) return 'draft-changed';
  const liveVersion = live ? Number(live.version) : 0;
  if (liveVersion !== draft.base_version) return 'page-changed';
  const version = liveVersion + 1;
  const now = clock.nowIso();
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.page(id), id, content: JSON.stringify(draft.content), version, edited_by: publisher, edited_at: now },
              ...(live
                ? { ConditionExpression: 'version = :base', ExpressionAttributeValues: { ':base': liveVersion } }
                : { ConditionExpression: 'attribute_not_exists(pk)' }),
            },
          },
          ...(live
            ? [
                {
                  Put: {
                    TableName: tableName(),
                    Item: {
                      ...versionKey(id, liveVersion),
                      version: liveVersion,
                      content: String(live.content),
                      ...(live.edited_by ? { published_by: String(live.edited_by), published_at: String(live.edited_at) } : {}),
                    },
                  },
                },
              ]
            : []),
          {
            Delete: {
              TableName: tableName(),
              Key: draftKey(id),
              ConditionExpression: 'revision = :revision',
              ExpressionAttributeValues: { ':revision': revision },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!isCancelled(error)) throw error;
    // Which condition failed decides what the admin is told; read again rather than parse the reasons.
    const now = await getDraft(id);
    return now?.revision === revision ? 'page-changed' : 'draft-changed';
  }
  return { version, content: draft.content };
};

/**
 * The page's published versions, newest first: the live one and every one it replaced (each its own small item,
 * read by one query on the page's key without their content).
 */
export const listVersions = async (id: string): Promise<PublishedVersion[]> => {
  const [{ Item: live }, older] = await Promise.all([
    dynamo.send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.page(id),
        ProjectionExpression: 'version, edited_by, edited_at',
        ConsistentRead: true,
      }),
    ),
    queryVersions(id),
  ]);
  const current: PublishedVersion[] = live
    ? [
        {
          version: Number(live.version),
          published_by: live.edited_by ? String(live.edited_by) : null,
          published_at: live.edited_at ? String(live.edited_at) : null,
        },
      ]
    : [];
  return [...current, ...older];
};

const queryVersions = async (id: string): Promise<PublishedVersion[]> => {
  const versions: PublishedVersion[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.page(id).pk, ':prefix': VERSION_PREFIX },
        ProjectionExpression: 'version, published_by, published_at',
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    versions.push(
      ...(Items ?? []).map((item) => ({
        version: Number(item.version),
        published_by: item.published_by ? String(item.published_by) : null,
        published_at: item.published_at ? String(item.published_at) : null,
      })),
    );
    start = LastEvaluatedKey;
  } while (start);
  return versions;
};

/** The content of one published version: the live page's, or one kept in its history. */
export const getVersionContent = async (id: string, version: number): Promise<unknown> => {
  const live = await getPage(id);
  if (live?.version === version) return live.content;
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: versionKey(id, version) }));
  return Item ? currentPage(JSON.parse(String(Item.content))) : undefined;
};
