#!/usr/bin/env node
// Benchmark (not a test): team P&L over a big downline. Builds, in a throwaway database (PGlite in memory
// unless DATABASE_URL names a scratch PostgreSQL database), a downline of 10,000 members under PLAYDECK's
// agent01 (100 sub-agents with 99 members each) and 1,000,000 demo-game rounds (100 per member, spread over
// 60 days) plus one bonus posting per member, all generated in SQL with generate_series. Then times the team
// P&L module function (the call's handler without HTTP) for the last 30 days, first page, BENCH_RUNS times,
// and writes p50/p99 with the machine's load averages (it is shared) to reports/agent-pnl-bench.json.
// The bets' own ledger entries are not generated: the P&L reads bets and wins from the rounds and bonuses
// from the bonus postings (postings_member_kind_time), so those entries would only make the build slower.
// Usage: npm run bench:agent-pnl (DATABASE_URL, if set, must name a scratch database: rows are added to it).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const runs = Number(process.env.BENCH_RUNS ?? 30);
const subAgents = Number(process.env.BENCH_SUB_AGENTS ?? 100);
const membersPerSubAgent = Number(process.env.BENCH_MEMBERS_PER_SUB_AGENT ?? 99);
const roundsPerMember = Number(process.env.BENCH_ROUNDS_PER_MEMBER ?? 100);
const DAY_MS = 86_400_000;

await import('../node/register-ts.mjs');
const { loadPlatformConfig } = await import('../../apps/platform/src/config.ts');
const { createPlatformServices } = await import('../../apps/platform/src/create-services.ts');
const { migratedCluster } = await import('../../apps/platform/src/db/cluster-dumps.ts');
const { teamPnl } = await import('../../apps/platform/src/modules/agent-reports/team-pnl.ts');
const { sql } = await import('drizzle-orm');

const roundedLoad = () => loadavg().map((value) => Math.round(value * 100) / 100);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => Math.round(value * 10) / 10;

const config = loadPlatformConfig(
  { PLATFORM_MODE: 'test', PLATFORM_DATA_DIR: 'memory', DATABASE_URL: process.env.DATABASE_URL || undefined },
  workspaceRoot,
);
const startFrom = config.databaseUrl ? undefined : await migratedCluster(workspaceRoot);
const services = await createPlatformServices(config, { startFrom, log: () => {} });
const exec = (text) => services.database.exec(text);
const rows = async (text) => (await services.db.execute(sql.raw(text))).rows;

const [agent] = await rows(
  `SELECT m.* FROM members m JOIN merchants x ON x.id = m.merchant_id WHERE x.code = 'PLAYDECK' AND m.username = 'agent01'`,
);
const [game] = await rows(`SELECT id FROM games WHERE merchant_id = ${agent.merchant_id} ORDER BY id LIMIT 1`);
const now = Date.now();
const nowSql = `'${new Date(now).toISOString()}'::timestamptz`;
const spreadSeconds = 60 * 24 * 60 * 60;

const buildStarted = performance.now();
console.log(
  `building ${subAgents * (membersPerSubAgent + 1)} members and ${subAgents * (membersPerSubAgent + 1) * roundsPerMember} rounds…`,
);
await exec(`
  INSERT INTO members (merchant_id, username, password_hash, type, parent_id, first_time_login, created_at)
  SELECT ${agent.merchant_id}, 'benchagent' || g, '${agent.password_hash}', 2, ${agent.id}, false, ${nowSql}
  FROM generate_series(1, ${subAgents}) g;
  INSERT INTO members (merchant_id, username, password_hash, type, parent_id, first_time_login, created_at)
  SELECT s.merchant_id, s.username || 'm' || g, s.password_hash, 0, s.id, false, ${nowSql}
  FROM members s, generate_series(1, ${membersPerSubAgent}) g
  WHERE s.parent_id = ${agent.id} AND s.username LIKE 'benchagent%';
  INSERT INTO wallets (member_id, code, balance) SELECT id, 'MAIN', 0 FROM (SELECT id FROM members WHERE merchant_id = ${agent.merchant_id} AND username LIKE 'benchagent%') t;
  INSERT INTO sessions (token_hash, member_id, merchant_id, created_at, expires_at, ended_at, end_reason)
  SELECT 'bench-session:' || id, id, ${agent.merchant_id}, ${nowSql}, ${nowSql}, ${nowSql}, 'logout' FROM (SELECT id FROM members WHERE merchant_id = ${agent.merchant_id} AND username LIKE 'benchagent%') t;
  INSERT INTO game_launches (ticket_hash, member_id, merchant_id, session_id, game_id, wallet_id, account_type, language, created_at, ticket_expires_at)
  SELECT 'bench-launch:' || t.id, t.id, ${agent.merchant_id}, s.id, ${game.id}, w.id, 1, 'EN', ${nowSql}, ${nowSql}
  FROM (SELECT id FROM members WHERE merchant_id = ${agent.merchant_id} AND username LIKE 'benchagent%') t
    JOIN sessions s ON s.token_hash = 'bench-session:' || t.id
    JOIN wallets w ON w.member_id = t.id AND w.code = 'MAIN';
`);
// The rounds in slices, so no one statement holds a million rows in memory at once.
const launches = await rows(`SELECT min(id) AS lo, max(id) AS hi FROM game_launches WHERE ticket_hash LIKE 'bench-launch:%'`);
const [lo, hi] = [Number(launches[0].lo), Number(launches[0].hi)];
for (let start = lo; start <= hi; start += 1_000) {
  await exec(`
    INSERT INTO game_rounds (launch_id, wallet_id, round_id, bet, win, reels, created_at)
    SELECT l.id, l.wallet_id, 'bench-' || g, 100 + (l.id * 31 + g * 37) % 1900,
      CASE WHEN (l.id + g) % 3 = 0 THEN (l.id * 17 + g * 53) % 4000 ELSE 0 END, 'A,B,C',
      ${nowSql} - make_interval(secs => ((l.id * 7919 + g * 104729) % ${spreadSeconds}))
    FROM game_launches l, generate_series(1, ${roundsPerMember}) g
    WHERE l.id BETWEEN ${start} AND ${Math.min(start + 999, hi)} AND l.ticket_hash LIKE 'bench-launch:%';
  `);
}
await exec(`
  WITH bonus AS (
    INSERT INTO postings (merchant_id, member_id, kind, idempotency_key, reference, created_at)
    SELECT ${agent.merchant_id}, id, 'bonus', 'bench-bonus:' || id, 'bench', ${nowSql} - make_interval(secs => (id * 13 % ${spreadSeconds}))
    FROM (SELECT id FROM members WHERE merchant_id = ${agent.merchant_id} AND username LIKE 'benchagent%') t RETURNING id, member_id, created_at
  ), wallet_legs AS (
    INSERT INTO ledger (posting_id, merchant_id, wallet_id, amount, balance_after, created_at)
    SELECT b.id, ${agent.merchant_id}, w.id, 500, 500, b.created_at FROM bonus b JOIN wallets w ON w.member_id = b.member_id AND w.code = 'MAIN'
  )
  INSERT INTO ledger (posting_id, merchant_id, house_account, amount, created_at)
  SELECT id, ${agent.merchant_id}, 'BONUS', -500, created_at FROM bonus;
  ANALYZE;
`);
const [counts] = await rows(
  `SELECT (SELECT count(*) FROM (SELECT id FROM members WHERE merchant_id = ${agent.merchant_id} AND username LIKE 'benchagent%') t)::int AS members, (SELECT count(*) FROM game_rounds)::int AS rounds`,
);
const buildSeconds = Math.round((performance.now() - buildStarted) / 100) / 10;
console.log(`built in ${buildSeconds} s: ${counts.members} bench members, ${counts.rounds} rounds in all`);

const query = { from: now - 30 * DAY_MS, to: now, pageNo: 1, pageSize: 20 };
const agentMember = { id: Number(agent.id), merchantId: agent.merchant_id, type: agent.type };
const first = await teamPnl(services.db, agentMember, query);
const loadBefore = roundedLoad();
const times = [];
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  await teamPnl(services.db, agentMember, query);
  times.push(performance.now() - started);
}
const loadAfter = roundedLoad();
times.sort((a, b) => a - b);
const report = {
  benchmark: 'team P&L (agentReports.teamPnl module function), last 30 days, first page of 20',
  database: config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in memory',
  downline: { benchMembers: counts.members, subAgents, membersPerSubAgent, roundsPerMember, roundsInAllTables: counts.rounds },
  answer: {
    membersWithActivity: first.total.members,
    totalBets: first.total.bets,
    totalWins: first.total.wins,
    totalBonuses: first.total.bonuses,
  },
  buildSeconds,
  runs,
  ms: { p50: ms(percentile(times, 50)), p99: ms(percentile(times, 99)), min: ms(times[0]), max: ms(times.at(-1)) },
  loadAverage: { before: loadBefore, after: loadAfter },
  at: new Date().toISOString(),
};
mkdirSync(path.join(workspaceRoot, 'reports'), { recursive: true });
writeFileSync(path.join(workspaceRoot, 'reports/agent-pnl-bench.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
await services.database.close?.();
process.exit(0);
