import pg from 'pg';

/** What a listener hears: each payload sent on its channel, and that it may have missed some. */
export interface NotificationHandlers {
  onMessage(payload: string): void;
  /** The listening connection dropped and is back: notifications sent meanwhile were lost. */
  onReconnect(): void;
}

/**
 * PostgreSQL's LISTEN/NOTIFY between every process on one database: what one sends, all hear (itself too).
 * Messages are not kept: a process that was not listening never hears them.
 */
export interface Notifications {
  /** Sends on `channel`; never throws (a failure is logged): the write that caused it is done already. */
  publish(channel: string, payload: string): void;
  /** Listens on `channel` on a connection of its own, reconnecting whenever it drops; resolves once first tried. */
  subscribe(channel: string, handlers: NotificationHandlers): Promise<void>;
  /** Waits for the messages being sent, then stops listening. */
  close(): Promise<void>;
}

export interface NotificationOptions {
  url: string;
  /** Sends through the pool the database's statements use (a dedicated client only listens). */
  pool: pg.Pool;
  log: (message: string) => void;
  /** First wait before reconnecting, doubled after each failure up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

/** The listening connection's application_name: an operator sees it in pg_stat_activity (and tests find it there). */
export const listenerApplication = (pid: number = process.pid) => `playdeck-listen-${pid}`;

export function postgresNotifications({ url, pool, log, retryMs = 100, maxRetryMs = 5_000 }: NotificationOptions): Notifications {
  const sending = new Set<Promise<unknown>>();
  const listeners: { client?: pg.Client; retry?: NodeJS.Timeout }[] = [];
  let closed = false;

  function listen(channel: string, handlers: NotificationHandlers): Promise<void> {
    const state: (typeof listeners)[number] = {};
    listeners.push(state);
    let wait = retryMs;
    // Set by a drop or a failed connect: the next connection may have missed messages.
    let missed = false;

    const retry = () => {
      if (closed || state.retry) return;
      state.retry = setTimeout(() => {
        state.retry = undefined;
        void connect();
      }, wait);
      wait = Math.min(wait * 2, maxRetryMs);
    };

    const connect = async () => {
      const client = new pg.Client({ connectionString: url, application_name: listenerApplication() });
      state.client = client;
      let dropped = false;
      const drop = (reason: string) => {
        if (dropped) return;
        dropped = true;
        if (closed) return;
        missed = true;
        log(`Read cache: the LISTEN connection dropped (${reason}); reconnecting`);
        void client.end().catch(() => undefined);
        retry();
      };
      client.on('error', (error) => drop(error.message));
      client.on('end', () => drop('closed by the server'));
      client.on('notification', (message) => {
        if (message.channel === channel) handlers.onMessage(message.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        drop((error as Error).message);
        return;
      }
      wait = retryMs;
      if (missed) handlers.onReconnect();
      missed = false;
    };
    return connect();
  }

  return {
    publish(channel, payload) {
      if (closed) return;
      const sent = pool.query('SELECT pg_notify($1, $2)', [channel, payload]).then(
        () => undefined,
        (error: Error) => log(`Read cache: could not notify other processes (${error.message})`),
      );
      sending.add(sent);
      void sent.finally(() => sending.delete(sent));
    },
    subscribe: listen,
    async close() {
      await Promise.all(sending);
      closed = true;
      for (const state of listeners) {
        clearTimeout(state.retry);
        await state.client?.end().catch(() => undefined);
      }
    },
  };
}
