import { Agent } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';

/**
 * A stock DynamoDB client in a process of its own, as every real client of DynamoDB is (and as a function's put is):
 * warm-calls.ts sends it a put, and it answers the milliseconds the put took as this client saw them, the way to the
 * local cloud's process and back included. Its endpoint, region and credentials come from the bench's environment.
 */
export interface RawPut {
  input: PutCommandInput;
}
export type RawPutTimed = { ms: number } | { error: string };

const raw = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB, requestHandler: { httpAgent: new Agent({ keepAlive: true }) } }),
  { marshallOptions: { removeUndefinedValues: true } },
);

process.on('message', (message: RawPut) => {
  void (async () => {
    let answer: RawPutTimed;
    try {
      const started = process.hrtime.bigint();
      await raw.send(new PutCommand(message.input));
      answer = { ms: Number(process.hrtime.bigint() - started) / 1e6 };
    } catch (error) {
      answer = { error: String(error) };
    }
    process.send?.(answer);
  })();
});
process.send?.('ready');
