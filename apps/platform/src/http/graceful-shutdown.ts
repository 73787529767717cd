import type { Server } from 'node:http';

/**
 * Stops `server` accepting connections and waits for the requests in flight to finish: idle keep-alive
 * connections are closed at once and as each busy one goes idle; after `graceMs` whatever is left is cut.
 */
export async function drainServer(server: Server, graceMs = 10_000): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}

/** Runs `shutdown` once on SIGINT or SIGTERM, then exits (1 when it failed). */
export function onStopSignal(shutdown: () => Promise<void>, exit: (code: number) => void = (code) => process.exit(code)): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      shutdown().then(
        () => exit(0),
        (error: unknown) => {
          console.error('shutdown failed', error);
          exit(1);
        },
      );
    });
  }
}
