import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The functions' AWS clients retry as AWS recommends (standard mode: backoff with jitter), more than the SDK's
 * default three attempts, and never past the invocation's time (issue 44, item 2). A stand-in DynamoDB answers
 * every request with the failure a test asks for and counts the attempts.
 */
let server: Server;
let answer: { status: number; type: string } = { status: 500, type: 'InternalServerError' };
let attempts = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      attempts += 1;
      response.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0' });
      response.end(JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${answer.type}`, message: 'failed on purpose' }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  vi.stubEnv('AWS_ENDPOINT_URL_DYNAMODB', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

const clients = async () => {
  const { dynamo } = await import('@functions/common/clients/dynamodb.js');
  const { startInvocation } = await import('@functions/common/clients/retries.js');
  return { dynamo, startInvocation };
};
const attemptsOf = async (failure: { status: number; type: string }) => {
  const { dynamo } = await clients();
  answer = failure;
  attempts = 0;
  const error = await dynamo.send(new GetCommand({ TableName: 'waw-test', Key: { pk: 'a', sk: 'b' } })).then(
    () => null,
    (thrown: Error) => thrown.name,
  );
  return { attempts, error };
};

describe("the functions' DynamoDB client", () => {
  it('tries a call that keeps failing with 500 five times before giving up', async () => {
    expect(await attemptsOf({ status: 500, type: 'InternalServerError' })).toEqual({ attempts: 5, error: 'InternalServerError' });
  });

  it("makes no retry whose backoff and attempt would not end inside the invocation's remaining time", async () => {
    const { startInvocation } = await clients();
    const throttled = { status: 400, type: 'ThrottlingException' };
    // A throttled call's first retry may wait up to 1 s, and one more attempt is given 1 s.
    startInvocation({ getRemainingTimeInMillis: () => 1500 });
    expect(await attemptsOf(throttled)).toEqual({ attempts: 1, error: 'ThrottlingException' });
    // Room for the first retry, not for the second (up to 2 s more).
    startInvocation({ getRemainingTimeInMillis: () => 2500 });
    expect(await attemptsOf(throttled)).toEqual({ attempts: 2, error: 'ThrottlingException' });
    startInvocation({ getRemainingTimeInMillis: () => 60_000 });
  });

  it('asks the invocation its remaining time again before each retry', async () => {
    const { startInvocation } = await clients();
    // Time runs out faster than the backoffs alone spend it (the function's own work, a slow attempt): 3 s left
    // after the first attempt leaves room for the first retry, 1 s after the second none for the next.
    startInvocation({ getRemainingTimeInMillis: () => 5000 - attempts * 2000 });
    expect(await attemptsOf({ status: 400, type: 'ThrottlingException' })).toEqual({ attempts: 2, error: 'ThrottlingException' });
    startInvocation({ getRemainingTimeInMillis: () => 60_000 });
  });
});
