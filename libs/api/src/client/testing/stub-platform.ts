import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  /** Header names exactly as sent, repeats included. */
  rawHeaderNames: string[];
  body: string;
}

export interface StubReply {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is, for answers that are not JSON. */
  text?: string;
  delayMs?: number;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  /** Drops the connection without an answer. */
  hangUp?: boolean;
}

export interface StubPlatform {
  origin: string;
  requests: StubRequest[];
  hits(path: string): number;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 answering canned envelopes, so the client is tested over the wire. */
export async function startStubPlatform(answer: (request: StubRequest) => StubReply | Promise<StubReply>): Promise<StubPlatform> {
  const requests: StubRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const request: StubRequest = {
        method: incoming.method ?? '',
        url: new URL(incoming.url ?? '/', 'http://stub'),
        headers: incoming.headers,
        rawHeaderNames: incoming.rawHeaders.filter((_, index) => index % 2 === 0),
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const reply = await answer(request);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (reply.hangUp) {
        incoming.socket.destroy();
        return;
      }
      if (response.destroyed) return;
      response.statusCode = reply.status ?? 200;
      response.setHeader('Content-Type', reply.text === undefined ? 'application/json' : 'text/html');
      for (const [name, value] of Object.entries(reply.headers ?? {})) response.setHeader(name, value);
      response.end(reply.text ?? JSON.stringify(reply.json ?? { success: true, value: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    hits: (path) => requests.filter((request) => request.url.pathname === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
