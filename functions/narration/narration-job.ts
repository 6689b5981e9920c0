import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSRecord } from 'aws-lambda';
import * as v from 'valibot';
import { pageIdPattern, isScreeningPageId } from '@domain/content/page-ids.js';
import { dayPageSchema, screeningPageSchema } from '@domain/content/schema.js';
import { currentPage } from '@domain/content/stored-page.js';
import { APP_LINES, COUNT_LINES, dayLines, screeningLines, uniqueLines, type NarrationGroup } from '@domain/narration/lines.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { logger } from '../common/logger.js';
import { keys, tableName } from '../common/table.js';
import { makeNarration, type NarrationEngine, type NarrationStore } from './narration.js';

/** The groups whose lines are the app's own, in the code; every other group is a page of the programme. */
export const APP_GROUPS = ['app', 'counts'] as const;

/** A narration message: the name of one group, never its lines (a page's are read from the table when the job runs). */
export const narrationMessageSchema = v.strictObject({ group: v.union([v.picklist(APP_GROUPS), pageIdPattern]) });
export type NarrationMessage = v.InferOutput<typeof narrationMessageSchema>;

/**
 * A group's lines as children hear them now: the app's from the code, a page's from its published content in the
 * table (an admin's edit included; a draft never). Undefined for a page the table lacks or cannot read as a page.
 */
export const loadGroup = async (name: NarrationMessage['group']): Promise<NarrationGroup | undefined> => {
  if (name === 'app') return { name, lines: uniqueLines(APP_LINES) };
  if (name === 'counts') return { name, lines: uniqueLines(COUNT_LINES) };
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.page(name), ConsistentRead: true }));
  if (!Item) return undefined;
  const content = currentPage(JSON.parse(String(Item.content)));
  if (isScreeningPageId(name)) {
    const page = v.safeParse(screeningPageSchema, content);
    return page.success ? { name, lines: uniqueLines(screeningLines(page.output)) } : undefined;
  }
  const page = v.safeParse(dayPageSchema, content);
  return page.success ? { name, lines: uniqueLines(dayLines(page.output)) } : undefined;
};

/**
 * Every group of a programme, in the order the job should offer them: the app's lines, then each programme's test
 * and day 1, then every day 2, and so on, so a child starting anywhere is voiced soonest.
 */
export const programmeGroups = (pageIds: readonly string[]): NarrationMessage['group'][] => {
  const dayOf = (id: string) => Number(/-day-(\d+)$/.exec(id)?.[1] ?? 0);
  return [...APP_GROUPS, ...[...pageIds].sort((a, b) => dayOf(a) - dayOf(b))];
};

const jsonOf = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

/**
 * One message of the queue: the group's missing files made, then its manifest. A failure (Polly or S3 past their
 * retries) throws, and the message comes back to finish the job; the files made before stay, so it is not charged twice.
 */
export const narrateRecord = async (
  record: Pick<SQSRecord, 'body' | 'messageId'>,
  engine: NarrationEngine,
  store: NarrationStore,
  linesAtOnce: number,
  signal?: AbortSignal,
): Promise<{ made: number; kept: number } | null> => {
  const parsed = v.safeParse(narrationMessageSchema, jsonOf(record.body));
  // Nothing of ours: retrying would not make it readable.
  if (!parsed.success) {
    logger.error('An unreadable narration message was dropped', { messageId: record.messageId });
    return null;
  }
  const group = await loadGroup(parsed.output.group);
  if (!group) {
    logger.error('A narration message named no page the table holds; dropped', { group: parsed.output.group });
    return null;
  }
  const result = await makeNarration(engine, store, [group], { concurrency: linesAtOnce, ...(signal ? { signal } : {}) });
  logger.info('Narration made', { group: group.name, lines: group.lines.length, ...result });
  return result;
};
