import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RequestTooLarge, keepIdleConnections, readBody, sendJson } from './http.js';
import type { LocalWaf } from './waf.js';

export interface ApiOrigin {
  server: Server;
  /** the API's own host, the stand-in for {id}.execute-api.{region}.amazonaws.com */
  host: string;
  /** the API's own URL with its stage: what a browser signs for */
  url: string;
}

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL, rawUrl: string, body: Buffer) => Promise<void>;

/**
 * The API on a host of its own, as API Gateway's regional endpoint is: its stage at `basePath` behind its web ACL,
 * which lets through only what the site forwards (see waf.ts), and nothing else.
 */
export const startApiOrigin = async (options: { host: string; basePath: string; handle: Handler; waf: LocalWaf }): Promise<ApiOrigin> => {
  const server = keepIdleConnections(createServer());
  server.listen(0, options.host);
  await once(server, 'listening');
  const host = `localhost:${(server.address() as AddressInfo).port}`;
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const rawUrl = request.url ?? '/';
    const url = new URL(rawUrl, `http://${host}`);
    void (async () => {
      // The web ACL sits in front of the stage: it sees every call, body included, before API Gateway does.
      let body: Buffer;
      try {
        body = await readBody(request);
      } catch (error) {
        if (error instanceof RequestTooLarge) return sendJson(response, 413, { message: 'Request Too Long' });
        throw error;
      }
      if (!options.waf.allows(url.pathname, request.headers, body)) return sendJson(response, 403, { message: 'Forbidden' });
      if (!url.pathname.startsWith(`${options.basePath}/`)) return sendJson(response, 403, { message: 'Missing Authentication Token' });
      await options.handle(request, response, url, rawUrl, body);
    })().catch((error: unknown) => {
      console.error('local API Gateway: request failed', error);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal server error' });
      else response.end();
    });
  });
  return { server, host, url: `http://${host}${options.basePath}` };
};

/** Hop-by-hop headers a proxy does not pass on (RFC 9110 7.6.1), and Host, which names the API instead. */
const NOT_FORWARDED = new Set(['host', 'connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/**
 * The site's /v3/* behaviour as CloudFront forwards it: to the API's own host under its stage, every viewer header
 * but Host (ALL_VIEWER_EXCEPT_HOST_HEADER), so the API checks a signature against its own host as API Gateway does,
 * with the viewer's address and network its function writes and the origin secret (which no viewer can set).
 */
export const forwardToApi =
  (api: ApiOrigin, basePath: string, waf: LocalWaf, cut: () => boolean = () => false) =>
  (request: IncomingMessage, response: ServerResponse) =>
    new Promise<void>((done) => {
      const headers: Record<string, string | string[]> = { host: api.host };
      for (const [name, value] of Object.entries(request.headers))
        if (value !== undefined && !NOT_FORWARDED.has(name)) headers[name] = value;
      Object.assign(headers, waf.viewerHeaders(request.socket.remoteAddress));
      const [hostname, port] = [`127.0.0.1`, Number(api.host.split(':')[1])];
      const upstream = httpRequest(
        { hostname, port, method: request.method, path: `${basePath}${request.url ?? '/'}`, headers },
        (answer) => {
          if (cut()) {
            // The network cut between the viewer and the site (a fault on demand, faults.ts): the API has answered, its
            // work is done, and the viewer's connection drops before a byte of the answer reaches it.
            answer.resume();
            answer.on('end', () => {
              request.socket.destroy();
              done();
            });
            return;
          }
          const answerHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !NOT_FORWARDED.has(name)));
          response.writeHead(answer.statusCode ?? 502, answerHeaders as Record<string, string | string[]>);
          answer.pipe(response);
          answer.on('end', done);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) sendJson(response, 502, { message: 'Bad Gateway' });
        else response.end();
        done();
      });
      request.pipe(upstream);
    });
