import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../../functions/lib/aws/dynamodb.js';
import { AwsError, credentialsFromEnvironment, useCredentials } from '../../functions/lib/aws/request.js';
import { s3 } from '../../functions/lib/aws/s3.js';

/**
 * The request layer's own behaviour, against a stand-in endpoint that answers as told: what it retries (throttling,
 * 5xx, a dropped connection) and what it does not, how it names errors, and what it signs.
 */
type Answer = (request: IncomingMessage, response: ServerResponse) => void;
let answers: Answer[] = [];
const received: IncomingMessage[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request);
    request.resume();
    // Each answer once, the last one for every request after.
    request.on('end', () => ((answers.length > 1 ? answers.shift() : answers[0]) ?? ok)(request, response));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoint;
  process.env.AWS_ENDPOINT_URL_S3 = `${endpoint}/s3`;
  process.env.S3_FORCE_PATH_STYLE = 'true';
});
afterEach(() => {
  answers = [];
  received.length = 0;
});
afterAll(() => {
  delete process.env.AWS_ENDPOINT_URL_DYNAMODB;
  delete process.env.AWS_ENDPOINT_URL_S3;
  delete process.env.S3_FORCE_PATH_STYLE;
  server.close();
});

const ok: Answer = (_request, response) => response.end(JSON.stringify({ Item: { pk: { S: 'a' } } }));
const status =
  (code: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  (_request, response) => {
    response.writeHead(code, { 'content-type': 'application/x-amz-json-1.0', ...headers });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
const hangUp: Answer = (request) => request.socket.destroy();
const getItem = () => dynamo.send('GetItem', { TableName: 't', Key: { pk: 'a' } });

describe('retries', () => {
  it('tries again after a throttling answer, a 5xx and a dropped connection, and then succeeds', async () => {
    answers = [status(400, { __type: 'com.amazonaws.dynamodb.v20120810#ThrottlingException', message: 'slow down' }), status(503, {}), ok];
    expect(await getItem()).toEqual({ Item: { pk: 'a' } });
    expect(received).toHaveLength(3);
    answers = [hangUp, ok];
    expect(await getItem()).toEqual({ Item: { pk: 'a' } });
  });

  it('gives up after three attempts with the last error', async () => {
    answers = [status(500, { __type: 'InternalServerError', message: 'oops' })];
    await expect(getItem()).rejects.toMatchObject({ name: 'InternalServerError', message: 'oops', statusCode: 500 });
    expect(received).toHaveLength(3);
  });

  it('does not try again what a second try would not change', async () => {
    answers = [
      status(400, {
        __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
        message: 'The conditional request failed',
      }),
    ];
    const error = await getItem().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AwsError);
    expect(error).toMatchObject({ name: 'ConditionalCheckFailedException', retryable: false });
    expect(received).toHaveLength(1);
  });
});

describe('errors', () => {
  it('reads the type from the header when there is one, and copes with a body that is not JSON', async () => {
    answers = [status(400, 'not json', { 'x-amzn-errortype': 'ValidationException:http://internal.amazon.com/coral/' })];
    await expect(getItem()).rejects.toMatchObject({ name: 'ValidationException', message: 'ValidationException' });
    answers = [status(403, '<html>denied</html>')];
    await expect(getItem()).rejects.toMatchObject({ name: 'Http403', statusCode: 403 });
  });

  it("reads S3's XML errors, and names a 404 without a body", async () => {
    answers = [status(404, '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>')];
    await expect(s3.send('GetObject', { Bucket: 'b', Key: 'k' })).rejects.toMatchObject({ name: 'NoSuchKey', statusCode: 404 });
    answers = [status(404, '')];
    await expect(s3.send('DeleteObject', { Bucket: 'b', Key: 'k' })).rejects.toMatchObject({ name: 'NotFound' });
  });
});

describe('what is sent', () => {
  it('signs the body and the target, and keeps the connection alive', async () => {
    answers = [ok];
    await getItem();
    await getItem();
    const [first, second] = received;
    expect(first!.headers).toMatchObject({
      'x-amz-target': 'DynamoDB_20120810.GetItem',
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-date': expect.stringMatching(/^\d{8}T\d{6}Z$/),
      authorization: expect.stringMatching(
        /^AWS4-HMAC-SHA256 Credential=AKIDTESTONLY\/\d{8}\/us-east-1\/dynamodb\/aws4_request, SignedHeaders=.*content-length.*x-amz-target/,
      ),
    });
    expect(second!.socket).toBe(first!.socket);
  });

  it("encodes an object's key segment by segment under the bucket's path", async () => {
    answers = [ok];
    await s3.send('PutObject', { Bucket: 'imports', Key: 'a folder/b+c (1).csv', Body: 'x' });
    expect(received[0]!.url).toBe('/s3/imports/a%20folder/b%2Bc%20%281%29.csv');
  });

  it('signs with the credentials a script hands it (an engineer’s profile), instead of the environment’s', async () => {
    answers = [ok];
    useCredentials(async () => ({ accessKeyId: 'ASIAFROMPROFILE', secretAccessKey: 'secret', sessionToken: 'session' }));
    try {
      await getItem();
    } finally {
      useCredentials(credentialsFromEnvironment);
    }
    await getItem();
    expect(received.map((request) => /Credential=(\w+)/.exec(request.headers.authorization ?? '')?.[1])).toEqual([
      'ASIAFROMPROFILE',
      'AKIDTESTONLY',
    ]);
    expect(received[0]!.headers['x-amz-security-token']).toBe('session');
  });
});
