import { once } from 'node:events';
import { request as originRequest, type OutgoingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';

/** Headers of one connection (RFC 9113 section 8.2.2): HTTP/2 forbids them, and a proxy never passes them on. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te']);

const passable = (headers: Record<string, string | string[] | number | undefined>): OutgoingHttpHeaders =>
  Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => value !== undefined && !name.startsWith(':') && !CONNECTION_HEADERS.has(name)),
  );

export interface TlsFrontOptions {
  key: string | Buffer;
  cert: string | Buffer;
  host: string;
  /** 0 for a free one */
  port: number;
  /** the plain HTTP/1.1 server it forwards to, as CloudFront forwards to its origins */
  originPort: number;
}

export interface TlsFront {
  port: number;
  close: () => Promise<void>;
}

/**
 * The viewer's side of CloudFront: TLS with HTTP/2 (HTTP/1.1 for a client that only speaks that), forwarding each
 * request to the origin over HTTP/1.1 with the Host the viewer asked for. The CDK serves the site HTTP2_AND_3; a
 * browser measured against the plain port is measured on HTTP/1.1's six connections to an origin instead, which is
 * not how a child's browser loads the app.
 */
export const startTlsFront = async (options: TlsFrontOptions): Promise<TlsFront> => {
  const server = createSecureServer({ key: options.key, cert: options.cert, allowHTTP1: true });
  server.on('request', (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const headers = passable(request.headers);
    headers.host = request.headers[':authority'] ?? request.headers.host;
    const forwarded = originRequest(
      { host: '127.0.0.1', port: options.originPort, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, passable(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    // A viewer that goes away mid-answer (a video's range left unplayed) ends the origin's request too.
    response.once('close', () => {
      if (!response.writableFinished) forwarded.destroy();
    });
    request.pipe(forwarded);
  });
  const connections = new Set<Socket>();
  server.on('secureConnection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  server.listen(options.port, options.host);
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.close();
      // A browser's open connections would keep the server up until they end: a shutdown ends them.
      for (const socket of connections) socket.destroy();
      await once(server, 'close').catch(() => undefined);
    },
  };
};
