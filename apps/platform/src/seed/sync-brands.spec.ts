import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { DICTIONARIES_DIR, type LoadedBrand } from '@playdeck/brand/build';
import { addSubordinate } from '../admin/agent-actions';
import { brandSyncReport, type BrandSync } from '../admin/brand-sync-actions';
import { parseCommand } from '../admin/cli';
import { creditMember } from '../admin/wallet-actions';
import { buildPlatformApp } from '../app';
import { members, merchants, wallets } from '../db/schema';
import { loginToken } from '../modules/session/session-testing';
import { checkLedger } from '../modules/wallet/ledger-check';
import { ledgerIsSound } from '../modules/wallet/ledger-check';
import type { PlatformServices } from '../services';
import { callPlatform, errorOf, valueOf } from '../testing/call-platform';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { prepareDemoWorld } from '.';

/** Another brand, as an operator makes one: a copy of the default brand with its own id, merchant code and domain. */
function acmeConfig(base: LoadedBrand['config']): LoadedBrand['config'] {
  return { ...base, id: 'acme', name: 'Acme Play', merchantCode: 'ACME', domains: ['m.acme.test', 'acme.localhost'] };
}

/** The workspace's dictionaries, which a brand's languages are checked against (a language needs its folder). */
function linkDictionaries(workspace: string): void {
  const locales = path.join(workspace, DICTIONARIES_DIR);
  mkdirSync(path.dirname(locales), { recursive: true });
  symlinkSync(path.resolve(import.meta.dirname, '../../../..', DICTIONARIES_DIR), locales);
}

async function rowsOf<T>(services: PlatformServices, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await services.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A digest of every row of these merchants in every table: the merchant's own columns (merchant_id, or the
 * merchants row itself) or, for tables keyed by member only, their members'. Equal digests: nothing of theirs
 * was added, changed or removed.
 */
async function merchantsData(services: PlatformServices, merchantIds: number[]): Promise<Record<string, string>> {
  const tables = await rowsOf<{ table: string; merchant: boolean; member: boolean }>(
    services,
    sql`SELECT table_name AS table, bool_or(column_name = 'merchant_id') AS merchant, bool_or(column_name = 'member_id') AS member
        FROM information_schema.columns WHERE table_schema = current_schema() GROUP BY table_name ORDER BY table_name`,
  );
  const ids = sql.raw(merchantIds.join(', '));
  const digests: Record<string, string> = {};
  for (const { table, merchant, member } of tables) {
    const name = sql.identifier(table);
    const scope =
      table === 'merchants'
        ? sql`t.id IN (${ids})`
        : merchant
          ? sql`t.merchant_id IN (${ids})`
          : member
            ? sql`t.member_id IN (SELECT id FROM members WHERE merchant_id IN (${ids}))`
            : undefined;
    if (!scope) continue;
    const [row] = await rowsOf<{ count: number; digest: string | null }>(
      services,
      sql`SELECT count(*)::int AS count, md5(string_agg(t::text, E'\n' ORDER BY t::text)) AS digest FROM ${name} t WHERE ${scope}`,
    );
    digests[table] = `${row!.count} ${row!.digest ?? ''}`;
  }
  return digests;
}

describe('brands added after the first seed', () => {
  let platform: TestPlatform;
  let restartedApp: FastifyInstance | undefined;
  let workspace: string | undefined;

  beforeEach(async () => {
    platform = await resetTestPlatform();
  });
  afterEach(async () => {
    await restartedApp?.close();
    restartedApp = undefined;
    if (workspace) rmSync(workspace, { recursive: true, force: true });
    workspace = undefined;
  });

  const defaultBrand = () => platform.services.brands.find((brand) => brand.config.id === 'default')!;

  /** The platform started again over the same database, with these brands in brands/ (as createPlatform does). */
  async function restart(services: PlatformServices) {
    const world = await prepareDemoWorld(services);
    restartedApp = await buildPlatformApp(services);
    await restartedApp.ready();
    return { world, restarted: { ...platform, app: restartedApp, services } satisfies TestPlatform };
  }

  it('creates and seeds a new brand on the next start, and leaves every earlier merchant as it was', async () => {
    const { services } = platform;
    // Changes since the first seed: a credited balance and a member opened under an agent.
    await creditMember(services, { merchant: 'PLAYDECK', username: 'member01', amount: 250 });
    await addSubordinate(services, { merchant: 'LUCKYSTAR', parent: 'agent09', username: 'late01', password: 'Agent12345', type: 0 });
    const earlierIds = (await services.db.select({ id: merchants.id }).from(merchants)).map((row) => row.id);
    const before = await merchantsData(services, earlierIds);

    const acme: LoadedBrand = { ...defaultBrand(), config: acmeConfig(defaultBrand().config) };
    const { world, restarted } = await restart({ ...services, brands: [...services.brands, acme] });

    expect(world).toEqual({
      seeded: false,
      created: [
        { code: 'ACME', brandId: 'acme', isTrial: false },
        { code: 'ACMEtrial', brandId: 'acme', isTrial: true },
      ],
    });
    // A process still running since before the brand was added says so, rather than failing on its brand.
    const stale = await callPlatform(platform, contract.system.status, { merchant: 'ACME' });
    expect(stale.status).toBe(503);
    expect(errorOf(stale).errorCode).toBe('merchant.acct.setup.err');
    expect(stale.envelope.message).toBe('merchant ACME is of brand acme, which this platform process has not loaded: restart it');
    // A demo member of the new brand signs in over HTTP and holds the demo balance.
    const token = await loginToken(restarted, { merchant: 'ACME' });
    const balance = valueOf(await callPlatform(restarted, contract.wallet.balance, { merchant: 'ACME', token }));
    expect(balance.wallets.find((wallet) => wallet.code === 'MAIN')?.balance).toBe(5_000);
    // The same demo world as the first seed gave the others: agent tree, games, content.
    const acmeRows = await rowsOf<{ members: number; games: number; banners: number }>(
      services,
      sql`SELECT (SELECT count(*)::int FROM members m JOIN merchants c ON c.id = m.merchant_id WHERE c.code = 'ACME') AS members,
                 (SELECT count(*)::int FROM games g JOIN merchants c ON c.id = g.merchant_id WHERE c.code = 'ACME') AS games,
                 (SELECT count(*)::int FROM banners b JOIN merchants c ON c.id = b.merchant_id WHERE c.code = 'ACME') AS banners`,
    );
    const playdeckRows = await rowsOf<{ members: number; games: number; banners: number }>(
      services,
      sql`SELECT (SELECT count(*)::int FROM members m JOIN merchants c ON c.id = m.merchant_id WHERE c.code = 'PLAYDECK') AS members,
                 (SELECT count(*)::int FROM games g JOIN merchants c ON c.id = g.merchant_id WHERE c.code = 'PLAYDECK') AS games,
                 (SELECT count(*)::int FROM banners b JOIN merchants c ON c.id = b.merchant_id WHERE c.code = 'PLAYDECK') AS banners`,
    );
    expect(acmeRows).toEqual(playdeckRows);

    expect(await merchantsData(services, earlierIds)).toEqual(before);
    const [credited] = await services.db
      .select({ balance: wallets.balance })
      .from(wallets)
      .innerJoin(members, eq(members.id, wallets.memberId))
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(and(eq(merchants.code, 'PLAYDECK'), eq(members.username, 'member01'), eq(wallets.code, 'MAIN')));
    expect(credited!.balance).toBe(5_250_00);
    expect(await loginToken(restarted, { merchant: 'LUCKYSTAR', username: 'late01', password: 'Agent12345' })).toBeTruthy();
    expect(ledgerIsSound(await checkLedger(services.db))).toBe(true);

    // The start after that knows every brand: it creates nothing.
    expect(await prepareDemoWorld(restarted.services)).toEqual({ seeded: false, created: [] });
  });

  it('sync-brands on a running platform reads brands/ again and creates the merchant of a folder added since', async () => {
    workspace = mkdtempSync(path.join(tmpdir(), 'playdeck-sync-brands-'));
    const folder = path.join(workspace, 'brands', 'acme');
    cpSync(defaultBrand().dir, folder, { recursive: true });
    const file = path.join(folder, 'brand.json');
    writeFileSync(file, JSON.stringify(acmeConfig(JSON.parse(readFileSync(file, 'utf8')) as LoadedBrand['config']), null, 2));
    linkDictionaries(workspace);
    const { restarted } = await restart({ ...platform.services, config: { ...platform.services.config, workspaceRoot: workspace } });

    const sync = await restarted.app.inject({ method: 'POST', url: '/__admin/sync-brands', headers: adminHeaders(platform) });
    const value = (sync.json() as { value: BrandSync }).value;
    expect(value).toEqual({
      seeded: false,
      created: [
        { code: 'ACME', brandId: 'acme', isTrial: false },
        { code: 'ACMEtrial', brandId: 'acme', isTrial: true },
      ],
      known: ['PLAYDECK', 'LUCKYSTAR'],
    });
    expect(brandSyncReport(value)).toEqual([
      'created ACME               brand acme, with the demo world',
      'created ACMEtrial          brand acme (free play), with the demo world',
      `kept as they were: ${value.known.join(', ')}`,
    ]);
    // The running platform serves the new brand's merchant at once.
    expect(await loginToken(restarted, { merchant: 'ACME', username: 'agent01' })).toBeTruthy();

    const again = await restarted.app.inject({ method: 'POST', url: '/__admin/sync-brands', headers: adminHeaders(platform) });
    const nothing = (again.json() as { value: BrandSync }).value;
    expect(nothing.created).toEqual([]);
    expect(brandSyncReport(nothing)).toEqual([`every brand of brands/ has its merchant (${nothing.known.join(', ')}): nothing created`]);
    expect(nothing.known).toContain('ACME');
  });

  it('sync-brands answers what to fix in a brand folder added with a mistake, and creates nothing for it', async () => {
    workspace = mkdtempSync(path.join(tmpdir(), 'playdeck-sync-brands-'));
    const folder = path.join(workspace, 'brands', 'acme');
    cpSync(defaultBrand().dir, folder, { recursive: true });
    const file = path.join(folder, 'brand.json');
    const config = acmeConfig(JSON.parse(readFileSync(file, 'utf8')) as LoadedBrand['config']);
    // Its responsible-gaming page in English only, as its languages now are: the one mistake left is XX.
    const responsibleGaming = { ...config.responsibleGaming, pages: { EN: config.responsibleGaming.pages['EN']! } };
    writeFileSync(file, JSON.stringify({ ...config, responsibleGaming, languages: { default: 'EN', supported: ['EN', 'XX'] } }, null, 2));
    linkDictionaries(workspace);
    const { restarted } = await restart({ ...platform.services, config: { ...platform.services.config, workspaceRoot: workspace } });

    const sync = await restarted.app.inject({ method: 'POST', url: '/__admin/sync-brands', headers: adminHeaders(platform) });
    expect(sync.statusCode).toBe(400);
    const body = sync.json() as { success: boolean; errorCode: string; message: string };
    expect(body).toMatchObject({ success: false, errorCode: 'brand.invalid' });
    expect(body.message).toContain('"XX" has no dictionary');
    const [acme] = await restarted.services.db.select().from(merchants).where(eq(merchants.code, 'ACME'));
    expect(acme).toBeUndefined();
  });

  it('parses the command and reports a first seed', () => {
    expect(parseCommand(['sync-brands'])).toEqual({ kind: 'sync-brands' });
    expect(() => parseCommand(['sync-brands', 'acme'])).toThrow('sync-brands takes no acme');
    expect(() => parseCommand(['sync-brands', '--merchant', 'ACME'])).toThrow('sync-brands takes no --merchant');
    expect(brandSyncReport({ seeded: true, created: [], known: ['PLAYDECK', 'LUCKYSTAR'] })).toEqual([
      'the database was empty: seeded the demo world of every brand (PLAYDECK, LUCKYSTAR)',
    ]);
  });
});
