import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Logger } from 'drizzle-orm';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Notifications, postgresNotifications } from './notifications';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type QueryListener = (query: string, params: unknown[]) => void;

/** One connection of the database: session-level state (advisory locks) holds across its statements. */
export interface DatabaseConnection {
  db: Db;
  /** drizzle-orm's migrator for this driver, over this connection. */
  migrate(config: MigrationConfig): Promise<void>;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed): migrations and test resets. */
  exec(sql: string): Promise<void>;
  /** Hears every statement `db` sends, with its parameters, until the returned function is called (query-plan tests). */
  observeQueries(listener: QueryListener): () => void;
  /** Runs `work` on one connection (PGlite has only one; a server's pool lends one until `work` ends). */
  withConnection<T>(work: (connection: DatabaseConnection) => Promise<T>): Promise<T>;
  /**
   * LISTEN/NOTIFY between the processes on this PostgreSQL database (read-cache invalidation); undefined on
   * PGlite, which one process owns.
   */
  notifications?: Notifications;
  /** The whole PGlite cluster as a tarball (to start another database from); a PostgreSQL server has none. */
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; undefined keeps the database in memory. */
  dataDir?: string;
  /** A PGlite cluster to start from instead of running initdb (PGlite's dumpDataDir; the test suite caches one). */
  startFrom?: Blob;
  /** Where notices go (a dropped LISTEN connection); console.warn by default. */
  log?: (message: string) => void;
}

function queryObservers() {
  const listeners = new Set<QueryListener>();
  const logger: Logger = {
    logQuery(query, params) {
      for (const listener of listeners) listener(query, params);
    },
  };
  const observeQueries = (listener: QueryListener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { logger, observeQueries };
}

/** One database API over embedded PGlite (default) or a PostgreSQL server; same schema and migrations. */
export async function openDatabase({ url, dataDir, startFrom, log = console.warn }: DatabaseOptions): Promise<DatabaseHandle> {
  const { logger, observeQueries } = queryObservers();
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = drizzlePostgres(pool, { schema, logger }) as unknown as Db;
    const notifications = postgresNotifications({ url, pool, log });
    return {
      db,
      kind: 'postgres',
      notifications,
      observeQueries,
      exec: async (sql) => {
        await pool.query(sql);
      },
      withConnection: async (work) => {
        const client = await pool.connect();
        try {
          const connectionDb = drizzlePostgres(client, { schema });
          return await work({ db: connectionDb as unknown as Db, migrate: (config) => migratePostgres(connectionDb, config) });
        } finally {
          client.release();
        }
      },
      dumpDataDir: () => Promise.reject(new Error('A PostgreSQL server cannot be dumped as a PGlite cluster')),
      close: async () => {
        await notifications.close();
        await pool.end();
      },
    };
  }
  // PGlite makes only the last folder of the path; a fresh clone has no .data yet.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // PGlite.create, not `new PGlite(dataDir, { loadDataDir })`: measured here, the constructor form took as long as
  // a fresh initdb (~2.2 s), create loads the dump in ~0.6 s.
  const client = await PGlite.create({ dataDir, ...(startFrom && { loadDataDir: startFrom }) });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    observeQueries,
    exec: async (sql) => {
      await client.exec(sql);
    },
    withConnection: (work) => {
      const connectionDb = drizzlePglite(client, { schema });
      return work({ db: connectionDb as unknown as Db, migrate: (config) => migratePglite(connectionDb, config) });
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
