import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiCall } from './api-gateway.js';
import { RequestTooLarge, jsonAnswer, keepIdleConnections, readBody, sendJson, writeAnswer, type HttpAnswer } from './http.js';
import type { LocalWaf } from './waf.js';

export interface ApiOrigin {
  server: Server;
  /** the API's own host, the stand-in for {id}.execute-api.{region}.amazonaws.com */
  host: string;
  /** the API's own URL with its stage: what a browser signs for */
  url: string;
  /** answers one call to the API's host (`rawUrl` is its path and query), the web ACL first, as its port does */
  serve: (call: ApiCall, rawUrl: string) => Promise<HttpAnswer>;
}

type Handler = (call: ApiCall, url: URL, rawUrl: string) => Promise<HttpAnswer>;

/**
 * Reads a request's body for a service that needs it whole: undefined when it is too large, after answering 413 as
 * API Gateway does.
 */
const wholeBody = async (request: IncomingMessage, response: ServerResponse): Promise<Buffer | undefined> => {
  try {
    return await readBody(request);
  } catch (error) {
    if (!(error instanceof RequestTooLarge)) throw error;
    sendJson(response, 413, { message: 'Request Too Long' });
    return undefined;
  }
};

/**
 * The API on a host of its own, as API Gateway's regional endpoint is: its stage at `basePath` behind its web ACL,
 * which lets through only what the site forwards (see waf.ts), and nothing else.
 */
export const startApiOrigin = async (options: { host: string; basePath: string; handle: Handler; waf: LocalWaf }): Promise<ApiOrigin> => {
  const server = keepIdleConnections(createServer());
  server.listen(0, options.host);
  await once(server, 'listening');
  const host = `localhost:${(server.address() as AddressInfo).port}`;
  const serve = async (call: ApiCall, rawUrl: string): Promise<HttpAnswer> => {
    const url = new URL(rawUrl, `http://${host}`);
    // The web ACL sits in front of the stage: it sees every call, body included, before API Gateway does.
    if (!options.waf.allows(url.pathname, call.headers, call.body)) return jsonAnswer(403, { message: 'Forbidden' });
    if (!url.pathname.startsWith(`${options.basePath}/`)) return jsonAnswer(403, { message: 'Missing Authentication Token' });
    return options.handle(call, url, rawUrl);
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const body = await wholeBody(request, response);
      if (!body) return;
      const call: ApiCall = {
        method: request.method ?? 'GET',
        rawHeaders: request.rawHeaders,
        headers: request.headers,
        httpVersion: request.httpVersion,
        remoteAddress: request.socket.remoteAddress,
        body,
      };
      writeAnswer(response, await serve(call, request.url ?? '/'));
    })().catch((error: unknown) => {
      console.error('local API Gateway: request failed', error);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal server error' });
      else response.end();
    });
  });
  return { server, host, url: `http://${host}${options.basePath}`, serve };
};

/** Hop-by-hop headers a proxy does not pass on (RFC 9110 7.6.1), and Host, which names the API instead. */
const NOT_FORWARDED = new Set(['host', 'connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/**
 * The site's /v3/* behaviour as CloudFront forwards it: to the API's own host under its stage, every viewer header
 * but Host (ALL_VIEWER_EXCEPT_HOST_HEADER), so the API checks a signature against its own host as API Gateway does,
 * with the viewer's address and network its function writes and the origin secret (which no viewer can set). The
 * call is handed to the API's `serve` in this process, as the request its port would read: the loopback connection
 * a forward over HTTP would add between two parts of one local cloud cost more than the API's own work.
 */
export const forwardToApi =
  (api: ApiOrigin, basePath: string, waf: LocalWaf, cut: () => boolean = () => false) =>
  async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const body = await wholeBody(request, response);
    if (!body) return;
    const headers: Record<string, string | string[]> = { host: api.host };
    for (const [name, value] of Object.entries(request.headers)) if (value !== undefined && !NOT_FORWARDED.has(name)) headers[name] = value;
    Object.assign(headers, waf.viewerHeaders(request.socket.remoteAddress));
    const call: ApiCall = {
      method: request.method ?? 'GET',
      rawHeaders: Object.entries(headers).flatMap(([name, value]) =>
        Array.isArray(value) ? value.flatMap((one) => [name, one]) : [name, value],
      ),
      headers,
      httpVersion: '1.1',
      // CloudFront's own address: the API is called by the site, not by the viewer
      remoteAddress: request.socket.localAddress,
      body,
    };
    const answer = await api.serve(call, `${basePath}${request.url ?? '/'}`);
    if (cut()) {
      // The network cut between the viewer and the site (a fault on demand, faults.ts): the API has answered, its
      // work is done, and the viewer's connection drops before a byte of the answer reaches it.
      request.socket.destroy();
      return;
    }
    const forwarded = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !NOT_FORWARDED.has(name.toLowerCase())));
    writeAnswer(response, { ...answer, headers: forwarded });
  };
