import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { announcements, banners } from '../db/schema';
import { registerCall } from '../http/register-call';
import { signIn } from '../testing/sign-in';
import { callPlatform, valueOf } from '../testing/call-platform';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';

/** What visitors read through the read cache: each admin write shows in the very next read. */
describe('shared answers', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const admin = async (url: string, payload: Record<string, unknown>) => {
    const response = await platform.app.inject({ method: 'POST', headers: adminHeaders(platform), url: `/__admin/${url}`, payload });
    expect(response.json()).toMatchObject({ success: true });
  };
  const fishList = async () =>
    valueOf(await callPlatform(platform, contract.games.gameList, { query: { gameType: 'FISH', pageSize: 100 }, merchant: 'LUCKYSTAR' }));
  const fishVendorCount = async () => {
    const { data } = valueOf(await callPlatform(platform, contract.games.vendors, { query: { language: 'EN' }, merchant: 'LUCKYSTAR' }));
    return data.lanes.flatMap((lane) => lane.cards).find((card) => card.vassalage === 'FC' && card.gameType === 'FISH')!.gameCount;
  };
  const status = async (merchant = 'PLAYDECK') => valueOf(await callPlatform(platform, contract.system.status, { merchant }));
  const visitorPopups = async () =>
    valueOf(await callPlatform(platform, contract.content.popups, { query: { language: 'EN' }, merchant: 'LUCKYSTAR' }));

  describe('invalidation: an admin change shows in the next read', () => {
    it('games: the game list and the vendor counts', async () => {
      const before = await fishList();
      const vendorBefore = await fishVendorCount();
      expect((await fishList()).games).toEqual(before.games);
      await admin('games', { merchant: 'LUCKYSTAR', vendor: 'FC', category: 'FISH', count: 5 });
      expect((await fishList()).games).toHaveLength(before.games.length + 5);
      expect(await fishVendorCount()).toBe(vendorBefore + 5);
    });

    it('popup: the visitors popup list', async () => {
      const [first] = await visitorPopups();
      await admin('popup', { id: first!.id, content: '<p>Changed by the operator</p>' });
      expect((await visitorPopups())[0]!.content).toBe('<p>Changed by the operator</p>');
    });

    it('maintenance, region and modules: the merchant every call reads', async () => {
      expect((await status()).maintenance).toBe(false);
      await admin('maintenance', { on: true, merchant: 'PLAYDECK' });
      expect((await status()).maintenance).toBe(true);
      await admin('region', { on: true, merchant: 'PLAYDECK' });
      expect((await status()).regionRestriction).toBe(true);
      const modules = async () => valueOf(await callPlatform(platform, contract.system.whitelabel, {}));
      const before = JSON.stringify(await modules());
      await admin('module', { module: 'CBS3', on: false, merchant: 'PLAYDECK' });
      expect(JSON.stringify(await modules())).not.toBe(before);
    });

    it('template: the mobileTemplate flags of the status', async () => {
      const flag = (await status()).info.mobileTemplate.mem_cen;
      await admin('template', { flag: 'mem_cen', value: flag === 1 ? 0 : 1, merchant: 'PLAYDECK' });
      expect((await status()).info.mobileTemplate.mem_cen).toBe(flag === 1 ? 0 : 1);
    });

    it('reset: a write behind the cache is served until a write says so, and a reset reseeds what is read', async () => {
      const homeBanners = async () =>
        valueOf(await callPlatform(platform, contract.content.banners, { query: { groupName: 'm_home', language: 'EN' } }));
      const seeded = await homeBanners();
      expect(seeded.length).toBeGreaterThan(0);
      await platform.services.db.delete(banners);
      expect(await homeBanners()).toEqual(seeded);
      platform.services.readCache.invalidate('content');
      expect(await homeBanners()).toEqual([]);
      await admin('reset', {});
      expect(await homeBanners()).toEqual(seeded);
    });
  });

  it('an announcement starting or ending changes the answer at that moment, with no write', async () => {
    const bulletinTitles = async () =>
      valueOf(await callPlatform(platform, contract.content.announcements, { query: { types: 'B', language: 'EN' } })).map(
        (item) => item.title,
      );
    const [template] = await platform.services.db.select().from(announcements).where(eq(announcements.type, 'B')).limit(1);
    const now = platform.services.now().getTime();
    const { id: _id, ...copy } = template!;
    await platform.services.db.insert(announcements).values({
      ...copy,
      title: 'Starts in an hour, for an hour',
      startDate: new Date(now + 3_600_000),
      endDate: new Date(now + 7_200_000),
    });
    platform.services.readCache.invalidate('content');
    expect(await bulletinTitles()).not.toContain('Starts in an hour, for an hour');
    platform.clock.advance(3_600_000);
    expect(await bulletinTitles()).toContain('Starts in an hour, for an hour');
    platform.clock.advance(3_600_000);
    expect(await bulletinTitles()).not.toContain('Starts in an hour, for an hour');
  });

  it('a hot match leaves the list when it kicks off, with no write', async () => {
    const kickOffs = async () => valueOf(await callPlatform(platform, contract.content.hotMatches, {})).map((match) => match.matchTime);
    const [first, ...rest] = await kickOffs();
    platform.clock.advance(first! - platform.services.now().getTime() + 1);
    expect(await kickOffs()).toEqual(rest.filter((time) => time > first!).slice(0, 19));
  });

  describe('HTTP validation', () => {
    const gameList = (headers: Record<string, string> = {}) =>
      platform.app.inject({
        method: 'GET',
        url: '/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=100',
        headers: { merchant: 'PLAYDECK', ...headers },
      });

    it('answers an ETag, 304 with no body while it holds, and a new answer after a change', async () => {
      const first = await gameList();
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['vary']).toBe('Merchant, Language, Authorization');
      const etag = first.headers['etag'] as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await gameList({ 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await gameList({ 'if-none-match': '"something else"' })).statusCode).toBe(200);
      expect((await gameList({ 'if-none-match': etag, merchant: 'LUCKYSTAR' })).statusCode).toBe(200);
      await admin('games', { merchant: 'PLAYDECK', vendor: 'FC', category: 'FISH', count: 1 });
      const changed = await gameList({ 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers['etag']).not.toBe(etag);
    });

    it('keys the answer by language and by the normalised query', async () => {
      const url = (query: string) => `/wps/relay/GCSGAME_gameList?${query}`;
      const ask = (query: string, language?: string) =>
        platform.app.inject({ method: 'GET', url: url(query), headers: { merchant: 'PLAYDECK', ...(language && { language }) } });
      const english = await ask('gameType=RNG&pageNo=1', 'EN');
      const vietnamese = await ask('gameType=RNG&pageNo=1', 'TY');
      expect(english.json().value.games[0].gameName).not.toBe(vietnamese.json().value.games[0].gameName);
      const reordered = await ask('pageNo=1&platform=html5&gameType=RNG', 'EN');
      expect(reordered.headers['etag']).toBe(english.headers['etag']);
      expect((await ask('gameType=RNG&pageNo=2', 'EN')).headers['etag']).not.toBe(english.headers['etag']);
    });
  });

  describe('per-member answers are never shared', () => {
    it("member A's read marks are never served to member B or to a visitor, and members get no shared ETag", async () => {
      const bulletins = (token?: string) =>
        platform.app.inject({
          method: 'GET',
          url: '/wps/system/announcements?types=B&language=EN',
          headers: { merchant: 'PLAYDECK', ...(token && { authorization: token }) },
        });
      const memberA = await signIn(platform, 'member01');
      const memberB = await signIn(platform, 'agent01');
      const visitor = await bulletins();
      const [first] = visitor.json().value;
      valueOf(
        await callPlatform(platform, contract.content.markRead, { body: { announcementId: first.id, read: true }, token: memberA.token }),
      );
      const answerOfA = await bulletins(memberA.token);
      expect(answerOfA.json().value[0].read).toBe(true);
      expect(answerOfA.headers['etag']).toBeUndefined();
      expect((await bulletins(memberB.token)).json().value[0].read).toBe(false);
      const visitorAgain = await bulletins();
      expect(visitorAgain.json().value[0].read).toBe(false);
      expect(visitorAgain.headers['etag']).toBe(visitor.headers['etag']);
    });

    it('popups: a member gets the members popups whatever a visitor asked before, and the other way round', async () => {
      const popups = async (token?: string) =>
        valueOf(await callPlatform(platform, contract.content.popups, { query: { language: 'EN' }, token })).map((popup) => popup.id);
      const visitor = await popups();
      const member = await signIn(platform, 'member01');
      const memberPopups = await popups(member.token);
      expect(memberPopups).not.toEqual(visitor);
      expect(await popups()).toEqual(visitor);
      expect(await popups(member.token)).toEqual(memberPopups);
    });

    it('refuses to share the answers of a members-only call', () => {
      expect(() =>
        registerCall(platform.app, platform.services, contract.games.favourites, async () => ({ list: [] }) as never, {
          shared: { topics: ['catalogue'] },
        }),
      ).toThrow('games.favourites answers members only');
    });
  });
});
