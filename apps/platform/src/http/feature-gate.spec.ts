import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contract, type CallDefinition } from '@playdeck/api';
import { featureSwitchOn, type FeatureSwitch } from '@playdeck/brand/schema';
import { announcements, merchants } from '../db/schema';
import { offerAgentContract } from '../admin/agent-actions';
import { signIn } from '../testing/sign-in';
import { withBrandSwitches } from '../testing/brand-switches';
import { callPlatform, errorOf } from '../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../testing/test-platform';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Every call of a screen a brand can turn off, with a request the screen makes. `agent02` (type 2) is an agent on
 * every merchant, so what refuses it here is the switch, not its type.
 */
function switchedCalls(now: number) {
  const range = { from: now - 7 * DAY, to: now, pageNo: 1, pageSize: 10 };
  const dates = { startDate: now - 7 * DAY, endDate: now };
  return [
    { feature: 'AGETEAMPNL3', call: contract.agentReports.teamPnl, query: range },
    { feature: 'TEAMBETTING3', call: contract.agentReports.teamBets, query: range },
    { feature: 'TRANSREC3', call: contract.agentReports.teamRecords, query: range },
    { feature: 'AGEREBINC3', call: contract.agentContracts.rebate, query: dates },
    { feature: 'GAMSER', call: contract.agentContracts.teamRebate },
    { feature: 'DOWNMAN', call: contract.agentTeam.members, query: { ...dates, pageNo: 1, pageSize: 10 } },
    { feature: 'MAILCEN', call: contract.content.announcements, query: { types: 'A', groupName: 'm_home', platform: 'M' } },
    { feature: 'MAILCEN', call: contract.content.multiCategoryAnnouncements, query: { types: 'A', groupName: 'm_home' } },
    { feature: 'agent.dividend', call: contract.agentContracts.dividend },
    { feature: 'agent.dividend', call: contract.agentContracts.contract, query: { kind: 'DIVIDEND' } },
  ] satisfies { feature: FeatureSwitch; call: CallDefinition; query?: Record<string, unknown> }[];
}

describe('screens a brand turns off in brand.json (issue 29)', () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await resetTestPlatform();
  });

  const ask = async (
    merchant: string,
    { call, query, body }: { call: CallDefinition; query?: Record<string, unknown>; body?: Record<string, unknown> },
  ) => callPlatform(platform, call, { merchant, query, body, token: (await signIn(platform, 'agent02', merchant)).token });

  it("refuses LUCKYSTAR's agent the five screens lucky turns off, with function.not.available", async () => {
    const calls = switchedCalls(platform.clock.now.getTime());
    const off = calls.filter(({ feature }) => ['AGETEAMPNL3', 'TEAMBETTING3', 'AGEREBINC3', 'MAILCEN', 'agent.dividend'].includes(feature));
    expect(off).toHaveLength(7);
    for (const entry of off) {
      const result = await ask('LUCKYSTAR', entry);
      expect(errorOf(result), entry.call.id).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    }
  });

  it("answers each call exactly where the merchant's brand.json leaves its switch on, on every loaded brand", async () => {
    const calls = switchedCalls(platform.clock.now.getTime());
    for (const brand of platform.services.brands) {
      for (const entry of calls) {
        const result = await ask(brand.config.merchantCode, entry);
        const on = featureSwitchOn(brand.config, entry.feature);
        expect(result.envelope.success, `${brand.config.id} ${entry.call.id}`).toBe(on);
        if (!on) expect(errorOf(result).errorCode).toBe('function.not.available');
      }
    }
  });

  it('answers a wider announcement request without the agent notices where MAILCEN is off, and no agent notice by id', async () => {
    const wide = { call: contract.content.multiCategoryAnnouncements, query: { types: 'A,B', groupName: 'm_home' } };
    const playdeck = await ask('PLAYDECK', wide);
    const lucky = await ask('LUCKYSTAR', wide);
    const playdeckValue = playdeck.envelope.value as Record<string, { id: number }[]>;
    const luckyValue = lucky.envelope.value as Record<string, unknown[]>;
    expect(playdeckValue['A']!.length).toBeGreaterThan(0);
    expect(luckyValue['A']).toEqual([]);
    expect(luckyValue['B']!.length).toBeGreaterThan(0);
    // One by id: PLAYDECK's agent notice opens; LUCKYSTAR's own is answered as if it did not exist.
    const [luckyNotice] = await platform.services.db
      .select({ id: announcements.id })
      .from(announcements)
      .innerJoin(merchants, eq(merchants.id, announcements.merchantId))
      .where(and(eq(merchants.code, 'LUCKYSTAR'), eq(announcements.type, 'A')));
    const byId = (merchant: string, id: number) => ask(merchant, { call: contract.content.announcement, body: { announcementId: id } });
    expect(errorOf(await byId('LUCKYSTAR', luckyNotice!.id)).errorCode).toBe('not.found');
    expect((await byId('PLAYDECK', playdeckValue['A']![0]!.id)).envelope.success).toBe(true);
  });

  it('neither reports nor takes an answer to a dividend offer where the dividend is off; salary offers go on', async () => {
    const offer = (merchant: string, kind: 'DIVIDEND' | 'SALARY') =>
      offerAgentContract(platform.services, { merchant, username: 'agent02', kind, basis: 'TURNOVER', tiers: [{ min: 0, value: 500 }] });
    const requests = async (merchant: string) => (await ask(merchant, { call: contract.agentContracts.requests })).envelope.value;
    const answer = (merchant: string, id: number) =>
      ask(merchant, { call: contract.agentContracts.answerContract, body: { id, accept: true } });

    const dividend = await offer('LUCKYSTAR', 'DIVIDEND');
    const salary = await offer('LUCKYSTAR', 'SALARY');
    expect(await requests('LUCKYSTAR')).toMatchObject({ divtypecompperiodreq: 0, dailysalreqtype: salary.id });
    expect(errorOf(await answer('LUCKYSTAR', dividend.id))).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    // The same offer where the brand turns the dividend on: reported and answered.
    await withBrandSwitches(platform, 'LUCKYSTAR', { agent: { dividend: true } }, async () => {
      expect(await requests('LUCKYSTAR')).toMatchObject({ divtypecompperiodreq: dividend.id });
      expect((await answer('LUCKYSTAR', dividend.id)).envelope.success).toBe(true);
    });
    expect((await answer('LUCKYSTAR', salary.id)).envelope.success).toBe(true);
  });

  describe('a brand whose brand.json changes (as one the generator makes from lucky)', () => {
    const playdeck = () => platform.services.brands.find((brand) => brand.config.merchantCode === 'PLAYDECK')!;
    let saved: ReturnType<typeof playdeck>['config'] | undefined;

    afterEach(() => {
      if (saved) playdeck().config = saved;
      saved = undefined;
    });

    it('follows the switches of its brand.json, not its merchant code: all off refuses all, a visitor included', async () => {
      saved = playdeck().config;
      const agentMenu = Object.fromEntries(Object.keys(saved.agentMenu).map((key) => [key, false])) as typeof saved.agentMenu;
      playdeck().config = { ...saved, agentMenu, agent: { dividend: false } };
      for (const entry of switchedCalls(platform.clock.now.getTime())) {
        expect(errorOf(await ask('PLAYDECK', entry)).errorCode, entry.call.id).toBe('function.not.available');
      }
      // A shared answer is checked before the read cache: a visitor asking for agent notices is refused too.
      const visitor = await callPlatform(platform, contract.content.announcements, { merchant: 'PLAYDECK', query: { types: 'A' } });
      expect(errorOf(visitor).errorCode).toBe('function.not.available');
      // What no switch names still answers.
      const bulletins = await callPlatform(platform, contract.content.announcements, { merchant: 'PLAYDECK', query: { types: 'B' } });
      expect(bulletins.envelope.success).toBe(true);
    });
  });
});
