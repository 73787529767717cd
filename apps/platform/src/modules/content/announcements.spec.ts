import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn } from '../../testing/sign-in';

const DAY = 86_400_000;

describe('content announcements', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const list = (query: Record<string, unknown>, options: { token?: string; merchant?: string } = {}) =>
    callPlatform(platform, contract.content.announcements, { query, ...options });

  describe('content.announcements', () => {
    it('answers live items of the asked type only, newest first, unread for visitors', async () => {
      const items = valueOf(await list({ types: 'B', language: 'EN', platform: 'M', merchantCode: 'PLAYDECK' }));
      expect(items.map((item) => item.title)).toEqual([
        'Playdeck system upgrade completed',
        'New payment channel: e-wallets',
        'VIP levels recalculated monthly',
      ]);
      for (const item of items) expect(item).toMatchObject({ type: 'B', read: false, endDate: null });
      expect(items[0]!.startDate).toBeGreaterThan(items[1]!.startDate);
    });

    it('keeps the HTML as operators wrote it, links and all', async () => {
      const items = valueOf(await list({ types: 'B', language: 'EN' }));
      const content = items.map((item) => item.content).join('\n');
      expect(content).toContain('href="/m/activity"');
      expect(content).toContain('href="https://pay.example.test/guide"');
    });

    it('filters by several types and by group', async () => {
      const home = valueOf(await list({ types: 'B,PL', groupName: 'm_home', language: 'EN' }));
      expect(home).toHaveLength(4);
      expect(new Set(home.map((item) => item.type))).toEqual(new Set(['B', 'PL']));
      expect(home.every((item) => item.groupName === 'm_home')).toBe(true);
      expect(valueOf(await list({ types: 'PL', groupName: 'm_sports', language: 'EN' })).map((item) => item.title)).toEqual([
        'Parlay guide for beginners',
      ]);
    });

    it('answers in the asked language, else the Language header, else the brand default', async () => {
      const vietnamese = valueOf(await list({ types: 'PL', language: 'TY' }));
      expect(vietnamese[0]!.title).toBe('Top 10 slot tuần này');
      const byHeader = valueOf(
        await callPlatform(platform, contract.content.announcements, { query: { types: 'PL' }, headers: { language: 'EN' } }),
      );
      expect(byHeader[0]!.title).toBe('Top 10 slots this week');
      expect(valueOf(await list({ types: 'PL' }))[0]!.title).toBe('Top 10 slot tuần này');
      expect(valueOf(await list({ types: 'PL' }, { merchant: 'LUCKYSTAR' }))[0]!.title).toBe('Top 10 slots this week');
    });

    it('adds popup fields to PU items and promotion fields to PR items', async () => {
      const items = valueOf(await list({ types: 'PU,PR', language: 'EN' }));
      const popup = items.find((item) => item.type === 'PU')!;
      expect(popup.execution).toMatch(/^[ABF]$/);
      expect(popup.category).toBeUndefined();
      const promotion = items.find((item) => item.type === 'PR')!;
      expect(promotion).toMatchObject({ noExpiry: expect.any(Number), period: expect.any(String), category: expect.any(String) });
      expect(promotion.announcementImages).toHaveLength(2);
    });

    it('gives agent announcements (A) to agents only', async () => {
      expect(valueOf(await list({ types: 'A', language: 'EN' }))).toEqual([]);
      const member = await signIn(platform, 'member01');
      expect(valueOf(await list({ types: 'A', language: 'EN' }, { token: member.token }))).toEqual([]);
      const agent = await signIn(platform, 'agent01');
      const forAgent = valueOf(await list({ types: 'A', language: 'EN' }, { token: agent.token }));
      expect(forAgent.map((item) => item.title)).toContain('Agent commission paid');
      expect(forAgent).toHaveLength(3);
    });

    it('keeps merchants apart', async () => {
      const playdeck = valueOf(await list({ types: 'B', language: 'EN' }));
      const lucky = valueOf(await list({ types: 'B', language: 'EN' }, { merchant: 'LUCKYSTAR' }));
      expect(lucky[0]!.title).toBe('Lucky Star system upgrade completed');
      const ids = new Set(playdeck.map((item) => item.id));
      expect(lucky.some((item) => ids.has(item.id))).toBe(false);
      const trial = valueOf(await list({ types: 'B', language: 'EN' }, { merchant: 'LUCKYSTARtrial' }));
      expect(trial.map((item) => item.id)).toEqual(lucky.map((item) => item.id));
    });

    it('shows scheduled items once they start and hides them once they end', async () => {
      const titles = async () => valueOf(await list({ types: 'B', language: 'EN' })).map((item) => item.title);
      expect(await titles()).not.toContain('Scheduled: next maintenance window');
      platform.clock.advance(8 * DAY);
      expect(await titles()).toContain('Scheduled: next maintenance window');
      expect(await titles()).not.toContain('Expired: Lunar New Year schedule');
    });

    it('refuses malformed queries with request_param_err', async () => {
      for (const query of [
        {},
        { types: 'X' },
        { types: '' },
        { types: 'B,,PL' },
        { types: 'N' },
        { types: 'B', groupName: 'nope' },
        { types: 'B', platform: 'Z' },
        { types: 'B', language: 'FR' },
      ]) {
        expect(errorOf(await list(query)), JSON.stringify(query)).toMatchObject({ status: 400, errorCode: 'request_param_err' });
      }
    });
  });

  it('content.multiCategoryAnnouncements groups the same items by the asked types', async () => {
    const grouped = valueOf(
      await callPlatform(platform, contract.content.multiCategoryAnnouncements, { query: { types: 'B,PU', language: 'EN' } }),
    );
    expect(Object.keys(grouped).sort()).toEqual(['B', 'PU']);
    const flat = valueOf(await list({ types: 'B,PU', language: 'EN' }));
    expect([...grouped.B!, ...grouped.PU!].map((item) => item.id).sort()).toEqual(flat.map((item) => item.id).sort());
    expect(grouped.PU!.every((item) => item.type === 'PU')).toBe(true);
    const empty = valueOf(
      await callPlatform(platform, contract.content.multiCategoryAnnouncements, { query: { types: 'A', language: 'EN' } }),
    );
    expect(empty).toEqual({ A: [] });
  });

  describe('content.announcement', () => {
    it('answers one live item by id, with read state', async () => {
      const [first] = valueOf(await list({ types: 'PR', language: 'EN' }));
      const detail = valueOf(await callPlatform(platform, contract.content.announcement, { body: { announcementId: first!.id } }));
      expect(detail).toEqual(first);
    });

    it("answers not.found for another merchant's, an agent-only or an unknown id", async () => {
      const [lucky] = valueOf(await list({ types: 'B' }, { merchant: 'LUCKYSTAR' }));
      const notFound = async (announcementId: unknown, token?: string) =>
        errorOf(await callPlatform(platform, contract.content.announcement, { body: { announcementId }, token })).errorCode;
      expect(await notFound(lucky!.id)).toBe('not.found');
      expect(await notFound(999_999)).toBe('not.found');
      const agent = await signIn(platform, 'agent01');
      const [agentOnly] = valueOf(await list({ types: 'A' }, { token: agent.token }));
      expect(await notFound(agentOnly!.id)).toBe('not.found');
      expect(
        valueOf(
          await callPlatform(platform, contract.content.announcement, { body: { announcementId: agentOnly!.id }, token: agent.token }),
        ).type,
      ).toBe('A');
      expect(await notFound('abc')).toBe('request_param_err');
    });
  });

  it('content.notices answers the lobby news in the asked language', async () => {
    const english = valueOf(await callPlatform(platform, contract.content.notices, { query: { language: 'EN' } }));
    expect(english).toHaveLength(4);
    expect(english[0]).toMatchObject({ title: 'Bank maintenance tonight 00:00–02:00', read: false });
    const vietnamese = valueOf(await callPlatform(platform, contract.content.notices));
    expect(vietnamese[0]!.title).toBe('Ngân hàng bảo trì đêm nay 00:00–02:00');
    expect(valueOf(await callPlatform(platform, contract.content.notices, { merchant: 'LUCKYSTAR' }))[0]!.id).not.toBe(english[0]!.id);
  });
});
