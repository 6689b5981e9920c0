import { marshall, unmarshall, type NativeAttributeValue } from '@aws-sdk/util-dynamodb';
import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  ScanCommandInput,
  ScanCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { jsonCall } from './json-protocol.js';
import type { AwsService } from './request.js';

/**
 * DynamoDB as the SDK's document client shows it: inputs and outputs in plain JavaScript values, marshalled to and
 * from DynamoDB's typed JSON here (with the SDK's own util-dynamodb, undefined values left out). The inputs and
 * outputs are the document client's types, so a call reads as it did with the SDK.
 */
const DYNAMODB: AwsService = { endpointSetting: 'DYNAMODB', signingName: 'dynamodb', hostPrefix: 'dynamodb' };

type Item = Record<string, NativeAttributeValue>;
type WireItem = Parameters<typeof unmarshall>[0];

interface Operations {
  GetItem: { input: GetCommandInput; output: Pick<GetCommandOutput, 'Item'> };
  PutItem: { input: PutCommandInput; output: Pick<PutCommandOutput, 'Attributes'> };
  UpdateItem: { input: UpdateCommandInput; output: Pick<UpdateCommandOutput, 'Attributes'> };
  DeleteItem: { input: DeleteCommandInput; output: Pick<DeleteCommandOutput, 'Attributes'> };
  Query: { input: QueryCommandInput; output: Pick<QueryCommandOutput, 'Items' | 'Count' | 'LastEvaluatedKey'> };
  Scan: { input: ScanCommandInput; output: Pick<ScanCommandOutput, 'Items' | 'Count' | 'LastEvaluatedKey'> };
  BatchGetItem: { input: BatchGetCommandInput; output: Pick<BatchGetCommandOutput, 'Responses' | 'UnprocessedKeys'> };
}
export type DynamoOperation = keyof Operations;
export type DynamoOutput<O extends DynamoOperation> = Operations[O]['output'];

const toWire = (item: Item) => marshall(item, { removeUndefinedValues: true });
const fromWire = (item: WireItem): Item => unmarshall(item);

// The members of an input or output that hold items or keys; everything else passes as it is.
const ITEMS = ['Key', 'Item', 'ExpressionAttributeValues', 'ExclusiveStartKey', 'Attributes', 'LastEvaluatedKey'] as const;

const convert = (value: Record<string, unknown>, each: (item: never) => unknown): Record<string, unknown> => {
  const converted: Record<string, unknown> = { ...value };
  for (const member of ITEMS) if (converted[member] !== undefined) converted[member] = each(converted[member] as never);
  if (Array.isArray(converted.Items)) converted.Items = converted.Items.map((item) => each(item as never));
  return converted;
};

/** Per table: `{ Keys, … }` in a request and in UnprocessedKeys, a list of items in Responses. */
const convertTables = (tables: unknown, each: (item: never) => unknown, shape: 'keys' | 'items') =>
  tables &&
  Object.fromEntries(
    Object.entries(tables as Record<string, unknown>).map(([table, value]) => [
      table,
      shape === 'items'
        ? (value as unknown[]).map((item) => each(item as never))
        : { ...(value as object), Keys: ((value as { Keys?: unknown[] }).Keys ?? []).map((key) => each(key as never)) },
    ]),
  );

const toWireInput = (input: Record<string, unknown>) => {
  const wire = convert(input, toWire);
  if (input.RequestItems) wire.RequestItems = convertTables(input.RequestItems, toWire, 'keys');
  return wire;
};

const fromWireOutput = (output: Record<string, unknown>) => {
  const plain = convert(output, fromWire);
  if (output.Responses) plain.Responses = convertTables(output.Responses, fromWire, 'items');
  if (output.UnprocessedKeys) plain.UnprocessedKeys = convertTables(output.UnprocessedKeys, fromWire, 'keys');
  return plain;
};

export const dynamo = {
  send: async <O extends DynamoOperation>(operation: O, input: Operations[O]['input']): Promise<Operations[O]['output']> =>
    fromWireOutput(await jsonCall<Record<string, unknown>>(DYNAMODB, '1.0', `DynamoDB_20120810.${operation}`, toWireInput(input))),
};
