import { BatchGetCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHARACTER_CODES, PROGRAMME_DAYS } from '@domain/constants.js';
import { listPages } from '@functions/modules/pages-repository.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const TABLE = process.env.TABLE_NAME!;
type Key = { pk: string; sk: string };
const item = (key: Key) => ({ ...key, id: key.pk.slice('PAGE#'.length), content: '{"title":"t"}', version: 2 });

beforeEach(() => {
  dynamo.reset();
});

describe('the page list', () => {
  it('reads every page of every programme by key, at most 100 a call, and never scans', async () => {
    dynamo.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Key[] }> }) => ({
      Responses: { [TABLE]: input.RequestItems[TABLE]!.Keys.map(item) },
    }));
    const pages = await listPages();
    const calls = dynamo.commandCalls(BatchGetCommand).map((call) => call.args[0].input.RequestItems![TABLE]!.Keys!);
    expect(calls.map((keys) => keys.length)).toEqual([100, CHARACTER_CODES.length * (PROGRAMME_DAYS + 1) - 100]);
    expect(new Set(pages.map((page) => page.id))).toEqual(
      new Set(
        CHARACTER_CODES.flatMap((code) => [
          ...Array.from({ length: PROGRAMME_DAYS }, (_, i) => `${code}-day-${i + 1}`),
          `${code}-screening`,
        ]),
      ),
    );
    expect(pages[0]).toEqual({ id: pages[0]!.id, content: { title: 't' }, version: 2 });
    expect(dynamo.commandCalls(ScanCommand)).toEqual([]);
  });

  it('asks again for the keys DynamoDB left unprocessed, and lists only the pages the table holds', async () => {
    let first = true;
    dynamo.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Key[] }> }) => {
      const keys = input.RequestItems[TABLE]!.Keys;
      if (!first) return { Responses: { [TABLE]: keys.filter((key) => key.pk.startsWith('PAGE#RESPA')).map(item) } };
      first = false;
      return { Responses: { [TABLE]: [] }, UnprocessedKeys: { [TABLE]: { Keys: keys } } };
    });
    const pages = await listPages();
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(3);
    expect(pages.map((page) => page.id).sort()).toEqual(
      [...Array.from({ length: PROGRAMME_DAYS }, (_, i) => `RESPA-day-${i + 1}`), 'RESPA-screening'].sort(),
    );
  });
});
