import {
  DeleteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';

/**
 * DynamoDB's TransactWriteItems, which dynalite lacks, emulated in front of it: all or nothing, and nothing else
 * seen or written while it runs. Every request through the table guard passes a gate: ordinary requests share it,
 * a transaction holds it alone (after the requests already under way have finished). Under it each item's old copy
 * is read, each part is written with its own condition, and the first part refused puts the written ones back as
 * they were and cancels the whole with DynamoDB's TransactionCanceledException and its reasons.
 */

type Item = Record<string, AttributeValue>;

/** A gate that ordinary requests share and a transaction holds alone. */
export const createGate = () => {
  let transaction: Promise<void> | undefined;
  const running = new Set<Promise<unknown>>();
  const shared = async <T>(work: () => Promise<T>): Promise<T> => {
    while (transaction) await transaction;
    const started = work();
    running.add(started);
    try {
      return await started;
    } finally {
      running.delete(started);
    }
  };
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    while (transaction) await transaction;
    let release = () => {};
    transaction = new Promise((resolve) => {
      release = resolve;
    });
    try {
      while (running.size > 0) await Promise.allSettled([...running]);
      return await work();
    } finally {
      transaction = undefined;
      release();
    }
  };
  return { shared, exclusive };
};

interface Part {
  kind: 'Put' | 'Update' | 'Delete' | 'ConditionCheck';
  body: Record<string, unknown> & { TableName: string };
}

export type TransactionAnswer = { status: 200; body: Record<string, unknown> } | { status: 400; body: Record<string, unknown> };

const validation = (message: string): TransactionAnswer => ({
  status: 400,
  body: { __type: 'com.amazon.coral.validate#ValidationException', message },
});

/** The key of an item, as the table keys it (pk and sk). */
const keyOf = (part: Part): Item => {
  const source = (part.kind === 'Put' ? part.body.Item : part.body.Key) as Item;
  return { pk: source.pk!, sk: source.sk! };
};

/** Runs a TransactWriteItems request against dynalite; call it while holding the gate alone. */
export const transactWrite = async (client: DynamoDBClient, input: Record<string, unknown>): Promise<TransactionAnswer> => {
  const parts = ((input.TransactItems ?? []) as Array<Record<string, Part['body']>>).map((entry): Part => {
    const [kind, body] = Object.entries(entry)[0] ?? [];
    return { kind: kind as Part['kind'], body: body! };
  });
  if (parts.length === 0 || parts.length > 100) return validation('Member must have length less than or equal to 100');
  const identities = parts.map((part) => `${part.body.TableName} ${JSON.stringify(keyOf(part))}`);
  if (new Set(identities).size !== identities.length) {
    return validation('Transaction request cannot include multiple operations on one item');
  }
  const before = await Promise.all(
    parts.map(
      async (part) =>
        (await client.send(new GetItemCommand({ TableName: part.body.TableName, Key: keyOf(part), ConsistentRead: true }))).Item,
    ),
  );
  const restore = async (upTo: number) => {
    for (let index = 0; index < upTo; index += 1) {
      const part = parts[index]!;
      const old = before[index];
      if (old) await client.send(new PutItemCommand({ TableName: part.body.TableName, Item: old }));
      else await client.send(new DeleteItemCommand({ TableName: part.body.TableName, Key: keyOf(part) }));
    }
  };
  for (const [index, part] of parts.entries()) {
    try {
      if (part.kind === 'Put') await client.send(new PutItemCommand(part.body as never));
      else if (part.kind === 'Delete') await client.send(new DeleteItemCommand(part.body as never));
      else if (part.kind === 'Update') await client.send(new UpdateItemCommand(part.body as never));
      else {
        // A check writes nothing: an update that changes no attribute, under the check's condition, undone below.
        await client.send(
          new UpdateItemCommand({
            ...(part.body as unknown as ConstructorParameters<typeof UpdateItemCommand>[0]),
            UpdateExpression: 'REMOVE #transactionCheck',
            ExpressionAttributeNames: {
              ...((part.body.ExpressionAttributeNames ?? {}) as Record<string, string>),
              '#transactionCheck': '__check',
            },
          }),
        );
      }
    } catch (error) {
      await restore(index + 1);
      if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) {
        return validation(error instanceof Error ? error.message : String(error));
      }
      const reasons = parts.map((_, other) =>
        other === index ? { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' } : { Code: 'None' },
      );
      return {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
          message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((reason) => reason.Code).join(', ')}]`,
          CancellationReasons: reasons,
        },
      };
    }
  }
  // The checks changed nothing, but an item a check made where none was must go again.
  const checks = parts.flatMap((part, index) => (part.kind === 'ConditionCheck' && !before[index] ? [part] : []));
  for (const part of checks) await client.send(new DeleteItemCommand({ TableName: part.body.TableName, Key: keyOf(part) }));
  return { status: 200, body: {} };
};
