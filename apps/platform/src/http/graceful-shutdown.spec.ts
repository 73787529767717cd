import { createServer, request as httpRequest, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { drainServer } from './graceful-shutdown';

function get(port: number, path: string, agent?: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent: agent ? undefined : false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject).end();
  });
}

async function slowServer(): Promise<{ server: Server; port: number; started: Promise<void>; events: string[] }> {
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const events: string[] = [];
  const server = createServer((request, response) => {
    if (request.url === '/slow') {
      markStarted();
      setTimeout(() => response.end('finished', () => events.push('answered')), 300);
    } else response.end('quick');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port, started, events };
}

describe('drainServer', () => {
  it('stops accepting, lets the request in flight finish, then resolves', async () => {
    const { server, port, started, events } = await slowServer();
    const inFlight = get(port, '/slow');
    await started;
    const drained = drainServer(server, 5_000).then(() => events.push('drained'));
    await expect(get(port, '/quick')).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toEqual({ status: 200, body: 'finished' });
    await drained;
    expect(events).toEqual(['answered', 'drained']);
    expect(server.listening).toBe(false);
  });

  it('does not wait for idle keep-alive connections, and cuts what outlives the grace period', async () => {
    const { server, port } = await slowServer();
    const keepAlive = new (await import('node:http')).Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) =>
      httpRequest({ host: '127.0.0.1', port, path: '/quick', agent: keepAlive }, (response) => response.resume().on('end', resolve))
        .on('error', reject)
        .end(),
    );
    const startedAt = Date.now();
    await drainServer(server, 5_000);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    keepAlive.destroy();

    const { server: stuck, port: stuckPort, started } = await slowServer();
    stuck.removeAllListeners('request');
    stuck.on('request', () => void 0); // never answers
    const never = get(stuckPort, '/slow').catch((error: Error) => error);
    void started;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const cutAt = Date.now();
    await drainServer(stuck, 200);
    expect(Date.now() - cutAt).toBeLessThan(2_000);
    expect(await never).toBeInstanceOf(Error);
  });
});
