import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { and, eq } from 'drizzle-orm';
import { games, merchants } from '../db/schema';
import { callPlatform, valueOf } from '../testing/call-platform';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { listMerchants, setMaintenance, setModule, setRegionRestriction } from './admin-actions';
import { parseCommand } from './cli';
import { walletsOutOfBalance } from '../modules/wallet/testing/ledger-check';
import { addGames } from './games-actions';
import { changePopup, listPopups } from './popup-actions';

describe('admin command line', () => {
  it('parses each command with an optional merchant', () => {
    expect(parseCommand(['maintenance', 'on'])).toEqual({ kind: 'maintenance', on: true, merchant: undefined });
    expect(parseCommand(['region', 'off', '--merchant', 'LUCKYSTAR'])).toEqual({ kind: 'region', on: false, merchant: 'LUCKYSTAR' });
    expect(parseCommand(['--merchant', 'PLAYDECK', 'flag', 'CBS3', 'off'])).toEqual({
      kind: 'flag',
      module: 'CBS3',
      on: false,
      merchant: 'PLAYDECK',
    });
    expect(parseCommand(['reset'])).toEqual({ kind: 'reset' });
    expect(parseCommand(['login-verification', 'member01', 'on', '--merchant', 'PLAYDECK'])).toEqual({
      kind: 'login-verification',
      request: { merchant: 'PLAYDECK', username: 'member01', on: true },
    });
  });

  it('refuses bad input with a reason', () => {
    expect(() => parseCommand([])).toThrow('no command given');
    expect(() => parseCommand(['maintenance', 'maybe'])).toThrow('expected on or off, got maybe');
    expect(() => parseCommand(['flag'])).toThrow('flag needs a module id');
    expect(() => parseCommand(['status', '--merchant'])).toThrow('--merchant needs a merchant code');
    expect(() => parseCommand(['explode'])).toThrow('unknown command explode');
    expect(() => parseCommand(['status', '--force', 'yes'])).toThrow('unknown option --force');
    expect(() => parseCommand(['maintenance', 'on', '--id', '3'])).toThrow('maintenance takes no --id');
    expect(() => parseCommand(['login-verification', 'member01', 'on'])).toThrow('login-verification needs --merchant CODE');
    expect(() => parseCommand(['login-verification', 'member01', '--merchant', 'PLAYDECK'])).toThrow('expected on or off, got nothing');
  });

  it('parses the popup commands', () => {
    expect(parseCommand(['popups', '--merchant', 'LUCKYSTAR'])).toEqual({ kind: 'popups', merchant: 'LUCKYSTAR' });
    expect(parseCommand(['popup', '--merchant', 'LUCKYSTAR', '--execution', 'B', '--language', 'EN', '--content', '<p>New</p>'])).toEqual({
      kind: 'popup',
      selector: { id: undefined, merchant: 'LUCKYSTAR', execution: 'B', language: 'EN' },
      change: { title: undefined, content: '<p>New</p>' },
    });
    expect(parseCommand(['popup', '--id', '12', '--title', 'Hello', '--content', '<p>x</p>'])).toEqual({
      kind: 'popup',
      selector: { id: 12, merchant: undefined, execution: undefined, language: undefined },
      change: { title: 'Hello', content: '<p>x</p>' },
    });
  });

  it('refuses a popup command that names no popup or changes nothing', () => {
    expect(() => parseCommand(['popup', '--content', '<p>x</p>'])).toThrow('popup needs --id N or --merchant CODE');
    expect(() => parseCommand(['popup', '--id', '3'])).toThrow('popup needs --title, --content or both');
    expect(() => parseCommand(['popup', '--id', 'first', '--title', 'x'])).toThrow('--id is a popup id, got first');
    expect(() => parseCommand(['popup', '--merchant', 'PLAYDECK', '--execution', 'Z', '--title', 'x'])).toThrow(
      '--execution is A, B or F, got Z',
    );
    expect(() => parseCommand(['popup', '--merchant', 'PLAYDECK', '--language', 'FR', '--title', 'x'])).toThrow(
      '--language is EN or TY, got FR',
    );
    expect(() => parseCommand(['popup', '--id', '3', '--content'])).toThrow('--content needs an HTML content');
    expect(() => parseCommand(['popups', '--id', '3'])).toThrow('popups takes no --id');
  });
});

describe('admin games command line', () => {
  it('parses games with an optional merchant', () => {
    expect(parseCommand(['games', '--merchant', 'PLAYDECK', '--vendor', 'JL', '--category', 'RNG', '--count', '400'])).toEqual({
      kind: 'games',
      request: { merchant: 'PLAYDECK', vendor: 'JL', category: 'RNG', count: 400 },
    });
    expect(parseCommand(['games', '--vendor', 'fc', '--category', 'FISH', '--count', '1'])).toEqual({
      kind: 'games',
      request: { merchant: undefined, vendor: 'fc', category: 'FISH', count: 1 },
    });
  });

  it('refuses games without a vendor, category or count, or with a count outside 1 to 5000', () => {
    expect(() => parseCommand(['games', '--vendor', 'JL', '--count', '3'])).toThrow(
      'games needs --vendor CODE, --category CATEGORY and --count N',
    );
    expect(() => parseCommand(['games', '--vendor', 'JL', '--category', 'SLOTS', '--count', '3'])).toThrow('--category is a game category');
    for (const count of ['0', '5001', '2.5', 'many']) {
      expect(() => parseCommand(['games', '--vendor', 'JL', '--category', 'RNG', '--count', count])).toThrow(
        `--count is 1 to 5000, got ${count}`,
      );
    }
    expect(() => parseCommand(['games', '--vendor', 'JL', '--category', 'RNG', '--count', '3', '--id', '4'])).toThrow(
      'games takes no --id',
    );
  });
});

describe('admin games action', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });
  const list = async (query: Record<string, unknown>, merchant = 'PLAYDECK') =>
    valueOf(await callPlatform(platform, contract.games.gameList, { query: { pageSize: 100, language: 'EN', ...query }, merchant }));

  it("adds a vendor's games to one merchant, by the seed's rules, after the existing games", async () => {
    const before = await list({ gameType: 'RNG', vassalage: 'JL' });
    const added = await addGames(platform.services, { merchant: 'PLAYDECK', vendor: 'jl', category: 'RNG', count: 400 });
    expect(added).toEqual([{ merchant: 'PLAYDECK', vendor: 'JL', category: 'RNG', added: 400, total: 630 + 400 }]);

    expect((await list({ gameType: 'RNG' })).totalPages).toBe(Math.ceil(1030 / 100));
    expect((await list({ gameType: 'RNG' }, 'LUCKYSTAR')).totalPages).toBe(Math.ceil(630 / 100));
    const jili = await list({ gameType: 'RNG', vassalage: 'JL' });
    expect(jili.games.slice(0, 70)).toEqual(before.games.slice(0, 70));
    const last = await list({ gameType: 'RNG', vassalage: 'JL', pageNo: 5 });
    expect(last.games).toHaveLength(70);
    expect(last.games.every((game) => game.vassalage === 'JL' && game.category === 'RNG' && game.gameType === 'RNG' && !game.isHot)).toBe(
      true,
    );
    expect(last.games.every((game) => [0.01, 0.05, 0.1, 0.5, 0.75].includes(game.minBet))).toBe(true);

    const slots = await platform.services.db
      .select({ nameEn: games.nameEn })
      .from(games)
      .innerJoin(merchants, eq(merchants.id, games.merchantId))
      .where(and(eq(merchants.code, 'PLAYDECK'), eq(games.category, 'RNG')));
    expect(new Set(slots.map((slot) => slot.nameEn)).size).toBe(1030);
    const seededNodeIds = before.games.map((game) => Number(game.nodeId));
    expect(last.games.every((game) => Number(game.nodeId) > Math.max(...seededNodeIds))).toBe(true);
  });

  it('names games from the pool until it runs out, then numbers them, and the name search finds both', async () => {
    // 150 fishing names per merchant, 40 of them seeded.
    const [added] = await addGames(platform.services, { merchant: 'PLAYDECK', vendor: 'FC', category: 'FISH', count: 150 });
    expect(added!.total).toBe(190);
    const fishing = [...(await list({ gameType: 'FISH' })).games, ...(await list({ gameType: 'FISH', pageNo: 2 })).games];
    expect(new Set(fishing.map((game) => game.gameName)).size).toBe(190);
    const numbered = fishing.filter((game) => /^Fa Chai Game \d{4}$/.test(game.gameName));
    expect(numbered).toHaveLength(40);
    const pooled = fishing.filter((game) => game.vassalage === 'FC' && !numbered.includes(game)).at(-1)!;
    for (const game of [numbered[0]!, pooled]) {
      expect((await list({ gameType: 'FISH', gameName: game.gameName.toUpperCase() })).games.map((found) => found.gameId)).toEqual([
        game.gameId,
      ]);
    }
    const vietnamese = valueOf(
      await callPlatform(platform, contract.games.gameList, {
        query: { gameType: 'FISH', gameName: numbered[0]!.gameName, language: 'TY' },
      }),
    );
    expect(vietnamese.games[0]!.gameName).toMatch(/^Trò Chơi Fa Chai \d{4}$/);
  });

  it('adds to every real merchant when none is named, with unique names per category', async () => {
    const added = await addGames(platform.services, { vendor: 'AV', category: 'ESPORTS', count: 3 });
    expect(added).toEqual([
      { merchant: 'PLAYDECK', vendor: 'AV', category: 'ESPORTS', added: 3, total: 13 },
      { merchant: 'LUCKYSTAR', vendor: 'AV', category: 'ESPORTS', added: 3, total: 13 },
    ]);
    expect((await list({ gameType: 'SPORTS' })).games).toHaveLength(23);
    const names = (await list({ gameType: 'ESPORTS' })).games.map((game) => game.gameName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses a count outside 1 to 5000, an unknown vendor or merchant, and lottery games', async () => {
    for (const count of [0, 5001, 2.5]) {
      await expect(addGames(platform.services, { vendor: 'JL', category: 'RNG', count })).rejects.toThrow(
        'count is a whole number from 1 to 5000',
      );
    }
    await expect(addGames(platform.services, { vendor: 'BTI', category: 'RNG', count: 1 })).rejects.toThrow(
      'no vendor BTI in RNG (its vendors: JL, PG',
    );
    await expect(addGames(platform.services, { merchant: 'PLAYDECKtrial', vendor: 'JL', category: 'RNG', count: 1 })).rejects.toThrow(
      'unknown merchant PLAYDECKtrial (games belong to: PLAYDECK, LUCKYSTAR)',
    );
    await expect(addGames(platform.services, { vendor: 'LOTT', category: 'LOTT', count: 1 })).rejects.toThrow(
      'lottery games come from the lottery catalogue',
    );
    expect((await list({ gameType: 'RNG' })).totalPages).toBe(Math.ceil(630 / 100));
  });

  it('is reachable over HTTP from this machine only, and validates the count', async () => {
    const local = await platform.app.inject({
      method: 'POST',
      headers: adminHeaders(platform),
      url: '/__admin/games',
      payload: { merchant: 'LUCKYSTAR', vendor: 'FC', category: 'FISH', count: 5 },
    });
    expect(local.json()).toEqual({
      success: true,
      value: [{ merchant: 'LUCKYSTAR', vendor: 'FC', category: 'FISH', added: 5, total: 45 }],
    });
    expect((await list({ gameType: 'FISH' }, 'LUCKYSTAR')).games).toHaveLength(45);

    for (const count of [0, 5001, '5']) {
      const bad = await platform.app.inject({
        method: 'POST',
        headers: adminHeaders(platform),
        url: '/__admin/games',
        payload: { vendor: 'FC', category: 'FISH', count },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
    const remote = await platform.app.inject({
      method: 'POST',
      headers: adminHeaders(platform),
      url: '/__admin/games',
      remoteAddress: '203.0.113.9',
      payload: { vendor: 'FC', category: 'FISH', count: 1 },
    });
    expect(remote.statusCode).toBe(404);
    expect((await list({ gameType: 'FISH' })).games).toHaveLength(40);
  });
});

describe('admin popup actions', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });
  const visitorPopups = async (merchant: string, language: 'EN' | 'TY' = 'EN') =>
    valueOf(await callPlatform(platform, contract.content.popups, { query: { language }, merchant }));

  it("lists a merchant's popups in the order the app shows them", async () => {
    const listed = await listPopups(platform.services, { merchant: 'LUCKYSTAR', execution: 'B', language: 'EN' });
    expect(listed.map((popup) => popup.title)).toEqual((await visitorPopups('LUCKYSTAR')).map((popup) => popup.title));
    expect(listed.every((popup) => popup.merchant === 'LUCKYSTAR' && popup.language === 'EN' && popup.execution === 'B')).toBe(true);
    const every = await listPopups(platform.services);
    expect(new Set(every.map((popup) => popup.merchant))).toEqual(
      new Set((await listMerchants(platform.services)).filter((row) => !row.isTrial).map((row) => row.code)),
    );
    // Five demo popups in each of two languages.
    expect(every.filter((popup) => popup.merchant === 'PLAYDECK')).toHaveLength(2 * 5);
  });

  it("changes the content of a merchant's first matching popup only, and answers it before and after", async () => {
    const before = await visitorPopups('LUCKYSTAR');
    const changed = await changePopup(
      platform.services,
      { merchant: 'LUCKYSTAR', execution: 'B', language: 'EN' },
      { content: '<p>Changed</p>' },
    );
    expect(changed.before).toMatchObject({ id: changed.after.id, title: before[0]!.title, content: before[0]!.content });
    expect(changed.after).toMatchObject({ title: before[0]!.title, content: '<p>Changed</p>' });

    const after = await visitorPopups('LUCKYSTAR');
    expect(after.map((popup) => popup.content)).toEqual(['<p>Changed</p>', before[1]!.content]);
    expect((await visitorPopups('LUCKYSTAR', 'TY'))[0]!.content).not.toBe('<p>Changed</p>');
    expect((await visitorPopups('PLAYDECK')).some((popup) => popup.content === '<p>Changed</p>')).toBe(false);

    await changePopup(platform.services, { id: changed.before.id }, { content: changed.before.content });
    expect(await visitorPopups('LUCKYSTAR')).toEqual(before);
  });

  it('changes a title by id', async () => {
    const [first] = await listPopups(platform.services, { merchant: 'PLAYDECK', execution: 'A', language: 'EN' });
    const { after } = await changePopup(platform.services, { id: first!.id }, { title: 'Fresh title' });
    expect(after).toEqual({ ...first, title: 'Fresh title' });
  });

  it('refuses to guess: no popup named, nothing to change, a bad title, an unknown or trial merchant, no such popup', async () => {
    await expect(changePopup(platform.services, {}, { content: 'x' })).rejects.toThrow('name the popup');
    await expect(changePopup(platform.services, { merchant: 'PLAYDECK' }, {})).rejects.toThrow('give a new title, a new content, or both');
    await expect(changePopup(platform.services, { merchant: 'PLAYDECK' }, { title: '  ' })).rejects.toThrow(
      'a title has 1 to 200 characters',
    );
    await expect(changePopup(platform.services, { merchant: 'NOPE' }, { content: 'x' })).rejects.toThrow(
      'unknown merchant NOPE (popups belong to: PLAYDECK, LUCKYSTAR)',
    );
    await expect(changePopup(platform.services, { merchant: 'PLAYDECKtrial' }, { content: 'x' })).rejects.toThrow(
      'unknown merchant PLAYDECKtrial',
    );
    await expect(changePopup(platform.services, { id: 999_999 }, { content: 'x' })).rejects.toMatchObject({ errorCode: 'not.found' });
  });

  it('is reachable over HTTP from this machine only', async () => {
    const listed = await platform.app.inject({
      method: 'GET',
      headers: adminHeaders(platform),
      url: '/__admin/popups?merchant=LUCKYSTAR&execution=B&language=EN',
    });
    const [first] = listed.json().value;
    const local = await platform.app.inject({
      method: 'POST',
      headers: adminHeaders(platform),
      url: '/__admin/popup',
      payload: { id: first.id, content: '<p>Over HTTP</p>' },
    });
    expect(local.json()).toMatchObject({
      success: true,
      value: { before: { content: first.content }, after: { id: first.id, content: '<p>Over HTTP</p>' } },
    });
    expect((await visitorPopups('LUCKYSTAR'))[0]!.content).toBe('<p>Over HTTP</p>');

    const remote = await platform.app.inject({
      method: 'POST',
      headers: adminHeaders(platform),
      url: '/__admin/popup',
      remoteAddress: '203.0.113.9',
      payload: { id: first.id, content: 'x' },
    });
    expect(remote.statusCode).toBe(404);
    const bad = await platform.app.inject({
      method: 'POST',
      headers: adminHeaders(platform),
      url: '/__admin/popup',
      payload: { id: first.id, content: 42 },
    });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    const unnamed = await platform.app.inject({
      method: 'POST',
      headers: adminHeaders(platform),
      url: '/__admin/popup',
      payload: { content: 'x' },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
      message: expect.stringContaining('name the popup'),
    });
  });
});

describe('admin actions', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });
  const merchant = async (code: string) => (await listMerchants(platform.services)).find((row) => row.code === code)!;

  it('switches maintenance for one merchant and its trial merchant only', async () => {
    await setMaintenance(platform.services, true, 'LUCKYSTAR');
    expect((await merchant('LUCKYSTAR')).maintenance).toBe(true);
    expect((await merchant('LUCKYSTARtrial')).maintenance).toBe(true);
    expect((await merchant('PLAYDECK')).maintenance).toBe(false);
  });

  it('switches region restriction for every merchant when none is named', async () => {
    await setRegionRestriction(platform.services, true);
    expect((await listMerchants(platform.services)).every((row) => row.regionRestriction)).toBe(true);
  });

  it('switches one module and keeps the others', async () => {
    await setModule(platform.services, 'CBS3', false, 'PLAYDECK');
    const modules = (await merchant('PLAYDECK')).modules;
    expect(modules.CBS3).toBe(false);
    expect(modules.CHNGPASSVERIF3).toBe(true);
    await expect(setModule(platform.services, 'drop table', true)).rejects.toThrow('is not a module id');
    await expect(setMaintenance(platform.services, true, 'NOPE')).rejects.toThrow('unknown merchant NOPE');
  });

  it('is reachable over HTTP from this machine only', async () => {
    const local = await platform.app.inject({
      method: 'POST',
      headers: adminHeaders(platform),
      url: '/__admin/maintenance',
      payload: { on: true, merchant: 'PLAYDECK' },
    });
    expect(local.json()).toMatchObject({ success: true });
    expect((await merchant('PLAYDECK')).maintenance).toBe(true);
    const remote = await platform.app.inject({
      method: 'GET',
      headers: adminHeaders(platform),
      url: '/__admin/merchants',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
    const bad = await platform.app.inject({
      method: 'POST',
      headers: adminHeaders(platform),
      url: '/__admin/region',
      payload: { on: 'yes' },
    });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('reset brings back the seeded world', async () => {
    await setMaintenance(platform.services, true);
    const reset = await platform.app.inject({ method: 'POST', headers: adminHeaders(platform), url: '/__admin/reset' });
    expect(reset.json()).toMatchObject({ success: true });
    expect((await listMerchants(platform.services)).some((row) => row.maintenance)).toBe(false);
    expect(valueOf(await callPlatform(platform, contract.session.publicKey)).exponent).toBe('10001');
  });
});

describe('admin credit', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  it('parses credit, refusing a missing or non-positive amount', () => {
    expect(parseCommand(['credit', '--username', 'team01', '--amount', '250.5', '--merchant', 'PLAYDECK'])).toEqual({
      kind: 'credit',
      request: { merchant: 'PLAYDECK', username: 'team01', amount: 250.5 },
    });
    expect(() => parseCommand(['credit', '--username', 'team01'])).toThrow('credit needs --username NAME and --amount N');
    expect(() => parseCommand(['credit', '--username', 'team01', '--amount', '-5'])).toThrow('--amount is a positive amount');
  });

  it('puts money in the MAIN wallet through the ledger, over HTTP from this machine', async () => {
    const answer = await platform.app.inject({
      method: 'POST',
      headers: adminHeaders(platform),
      url: '/__admin/credit',
      payload: { merchant: 'PLAYDECK', username: 'member01', amount: 100.25 },
    });
    expect(answer.json()).toMatchObject({ success: true, value: { merchant: 'PLAYDECK', username: 'member01', balance: 5_100.25 } });
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('refuses an ambiguous username, an unknown member and bad amounts', async () => {
    const credit = (payload: object) =>
      platform.app.inject({ method: 'POST', headers: adminHeaders(platform), url: '/__admin/credit', payload });
    expect((await credit({ username: 'member01', amount: 1 })).json()).toMatchObject({
      success: false,
      message: expect.stringContaining('name the merchant'),
    });
    expect((await credit({ merchant: 'PLAYDECK', username: 'nobody', amount: 1 })).json()).toMatchObject({
      success: false,
      errorCode: 'not.found',
    });
    expect((await credit({ merchant: 'PLAYDECK', username: 'member01', amount: 0 })).json()).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
    });
    expect((await credit({ merchant: 'PLAYDECK', username: 'member01', amount: 0.001 })).json()).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
    });
    expect((await credit({ merchant: 'PLAYDECK', username: 'member01', amount: 2_000_000 })).json()).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
    });
  });
});
