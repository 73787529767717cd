/**
 * What the platform may write to its log about a failure. A failed query's parameters are user names,
 * search text, phone numbers; PostgreSQL's message and detail repeat values too ("Key (username)=(alice)
 * already exists"). So a database failure is logged by its SQL text (placeholders only), SQLSTATE and the
 * names of the table, column and constraint: enough to find the bug, nothing about the member.
 */

export interface DatabaseFailure {
  /** SQLSTATE, e.g. 22003 numeric_value_out_of_range. */
  code: string;
  query?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_QUERY_CHARS = 2_000;

interface DatabaseErrorShape {
  code?: unknown;
  query?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The database's error in `error` or its causes (Drizzle wraps the driver's), without values. */
export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  let query: string | undefined;
  for (
    let cause = error as DatabaseErrorShape | undefined, depth = 0;
    cause && depth < 8;
    cause = cause.cause as DatabaseErrorShape, depth++
  ) {
    query ??= text(cause.query);
    if (typeof cause.code === 'string' && SQLSTATE.test(cause.code)) {
      return {
        code: cause.code,
        query: (query ?? text(cause.query))?.slice(0, MAX_QUERY_CHARS),
        table: text(cause.table),
        column: text(cause.column),
        constraint: text(cause.constraint),
      };
    }
  }
  return undefined;
}

/**
 * SQLSTATEs only a request's value can cause: data exceptions (class 22: out of range, bad text, NUL,
 * bad encoding, string too long) and a value too large for an index (54000). The edge check and the
 * contract's bounds should leave none; if one still gets through it is the request's fault, not a 500.
 */
export function isInputDatabaseFailure(failure: DatabaseFailure): boolean {
  return failure.code.startsWith('22') || failure.code === '54000';
}

/** A loggable description of any failure: a database one without its values, any other by name, message and stack. */
export function describeFailure(error: unknown): Record<string, unknown> {
  const database = databaseFailure(error);
  if (database) return { kind: 'database', ...database };
  if (error instanceof Error) return { kind: 'error', name: error.name, message: error.message, stack: error.stack };
  return { kind: 'thrown', type: typeof error };
}
