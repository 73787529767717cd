import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type QueryListener = (query: string, params: unknown[]) => void;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed): migrations and test resets. */
  exec(sql: string): Promise<void>;
  /** Hears every statement `db` sends, with its parameters, until the returned function is called (query-plan tests). */
  observeQueries(listener: QueryListener): () => void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; undefined keeps the database in memory. */
  dataDir?: string;
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
export async function openDatabase({ url, dataDir }: DatabaseOptions): Promise<DatabaseHandle> {
  const { logger, observeQueries } = queryObservers();
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = drizzlePostgres(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      observeQueries,
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    };
  }
  const client = new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    observeQueries,
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
  };
}
