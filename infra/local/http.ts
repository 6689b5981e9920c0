import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const MAX_REQUEST_BYTES = 1024 * 1024;

export class RequestTooLarge extends Error {}

/**
 * Reads a request body, refusing more than `limit` (a megabyte unless the service allows more). A body too large is
 * still read to its end (and dropped), so the client gets the refusal instead of a reset connection.
 */
export const readBody = async (request: IncomingMessage, limit = MAX_REQUEST_BYTES): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.byteLength;
    if (size <= limit) chunks.push(buffer);
    else if (size > limit * 8) break;
  }
  if (size > limit) throw new RequestTooLarge();
  return Buffer.concat(chunks);
};

/** An answer made before it is written: a service in front of another (CloudFront before the API) passes it on or drops it. */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

export const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}): HttpAnswer => {
  const payload = JSON.stringify(body);
  return {
    status,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)), ...headers },
    body: payload,
  };
};

export const writeAnswer = (response: ServerResponse, answer: HttpAnswer): void => {
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
};

export const sendJson = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void =>
  writeAnswer(response, jsonAnswer(status, body, headers));

/** The error shape of AWS JSON protocols (Cognito, Secrets Manager, Lambda): __type plus message. */
export const sendAwsError = (response: ServerResponse, status: number, type: string, message: string): void =>
  sendJson(response, status, { __type: type, message }, { 'x-amzn-errortype': type, 'content-type': 'application/x-amz-json-1.1' });

/**
 * Keeps a client's idle connection open as AWS's endpoints do, for minutes, not Node's 5 s: a function's SDK client
 * (or the table guard's own client) that reuses its connection just as a local server closes it gets "socket hang
 * up", a failure that comes from this machine's servers, not from anything AWS does.
 */
export const keepIdleConnections = <T extends Server>(server: T): T => {
  server.keepAliveTimeout = 300_000;
  server.headersTimeout = 301_000;
  return server;
};
