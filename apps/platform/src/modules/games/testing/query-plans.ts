import { sql, type SQL } from 'drizzle-orm';
import type { TestPlatform } from '../../../testing/test-platform';

export interface Statement {
  query: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

interface IndexInfo {
  table: string;
  partial: boolean;
}

/** The statements `run` sends to the database, as drizzle sent them. */
export async function captureStatements(platform: TestPlatform, run: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const stop = platform.services.database.observeQueries((query, params) => statements.push({ query, params }));
  try {
    await run();
  } finally {
    stop();
  }
  return statements;
}

/** The captured text with its `$n` placeholders bound again to the captured values. */
function rebind({ query, params }: Statement): SQL {
  const parts = query.split(/\$(\d+)/);
  return sql.join(parts.map((part, index) => (index % 2 === 1 ? sql`${params[Number(part) - 1]}` : sql.raw(part))));
}

/**
 * The plan PostgreSQL picks when sequential scans cost too much to choose unless nothing else can answer:
 * a Seq Scan left in the plan means no index serves the query.
 */
export async function planOf(platform: TestPlatform, statement: Statement): Promise<PlanNode> {
  // A transaction keeps SET LOCAL and EXPLAIN on one connection of a PostgreSQL pool, and scopes the setting.
  return platform.services.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = await tx.execute(sql`EXPLAIN (FORMAT JSON) ${rebind(statement)}`);
    const [row] = (result as unknown as { rows: { 'QUERY PLAN': unknown }[] }).rows;
    const plan = typeof row!['QUERY PLAN'] === 'string' ? JSON.parse(row!['QUERY PLAN']) : row!['QUERY PLAN'];
    return (plan as { Plan: PlanNode }[])[0]!.Plan;
  });
}

export async function loadIndexes(platform: TestPlatform): Promise<Map<string, IndexInfo>> {
  const result = await platform.services.db.execute(
    sql`SELECT indexname, tablename, indexdef FROM pg_indexes WHERE schemaname = current_schema()`,
  );
  const rows = (result as unknown as { rows: { indexname: string; tablename: string; indexdef: string }[] }).rows;
  return new Map(rows.map((row) => [row.indexname, { table: row.tablename, partial: / WHERE /i.test(row.indexdef) }]));
}

function* nodesOf(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodesOf(child);
}

/** Columns an index condition constrains: `((merchant_id = 1) AND (category = 'RNG'::text))` → merchant_id, category. */
const conditionColumns = (condition: string) =>
  [...condition.matchAll(/\(([a-z_]+(?:\([a-z_]+\))?) (?:=|<|>|<=|>=|IS)/g)].map((match) => match[1]!);

/** Index names the plan reads. */
export const indexesUsed = (plan: PlanNode) => [...nodesOf(plan)].flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));

/**
 * What in the plan reads a whole table of `tables`: a Seq Scan, an index read without an index condition,
 * and for games an index narrowed by the merchant alone (every merchant has 600+ games). A partial index
 * (hot games) is narrowed by its predicate.
 */
export function fullScans(plan: PlanNode, tables: readonly string[], indexes: Map<string, IndexInfo>): string[] {
  const found: string[] = [];
  for (const node of nodesOf(plan)) {
    const type = node['Node Type'];
    if (type === 'Seq Scan' && tables.includes(node['Relation Name']!)) found.push(`Seq Scan on ${node['Relation Name']}`);
    const name = node['Index Name'];
    const index = name ? indexes.get(name) : undefined;
    if (!name || !index || !tables.includes(index.table) || index.partial) continue;
    const columns = conditionColumns(node['Index Cond'] ?? '');
    if (columns.length === 0) found.push(`${type} of all of ${name} on ${index.table}`);
    else if (index.table === 'games' && columns.every((column) => column === 'merchant_id')) {
      found.push(`${type} of every game of the merchant (${name})`);
    }
  }
  return found;
}
