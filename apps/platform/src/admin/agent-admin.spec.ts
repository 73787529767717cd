import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, valueOf } from '../testing/call-platform';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { signIn } from '../testing/sign-in';
import { like } from 'drizzle-orm';
import { postings } from '../db/schema';
import { parseTiers, payoutAgents } from './agent-actions';
import { parseCommand } from './cli';

describe('agent admin commands: parsing', () => {
  it('parses contract offer and list, agent payout and agent add', () => {
    expect(
      parseCommand([
        'contract',
        'offer',
        '--merchant',
        'PLAYDECK',
        '--username',
        'agent02',
        '--kind',
        'salary',
        '--tiers',
        '0:50,5000:120.5',
      ]),
    ).toEqual({
      kind: 'contract-offer',
      request: {
        merchant: 'PLAYDECK',
        username: 'agent02',
        kind: 'SALARY',
        basis: 'TURNOVER',
        tiers: [
          { min: 0, value: 50 },
          { min: 5000, value: 120.5 },
        ],
      },
    });
    expect(
      parseCommand([
        'contract',
        'offer',
        '--merchant',
        'M',
        '--username',
        'a',
        '--kind',
        'dividend',
        '--basis',
        'active',
        '--tiers',
        '1:1000',
      ]),
    ).toMatchObject({ request: { kind: 'DIVIDEND', basis: 'ACTIVE_MEMBERS' } });
    expect(parseCommand(['contract', 'list', '--merchant', 'PLAYDECK'])).toEqual({
      kind: 'contracts',
      merchant: 'PLAYDECK',
      username: undefined,
    });
    expect(parseCommand(['agent', 'payout', '--merchant', 'PLAYDECK', '--kind', 'rebate', '--date', '2026-11-23'])).toEqual({
      kind: 'agent-payout',
      request: { merchant: 'PLAYDECK', kind: 'rebate', date: '2026-11-23' },
    });
    expect(
      parseCommand(['agent', 'add', '--merchant', 'M', '--parent', 'agent09', '--username', 'sub01', '--password', 'x1234567']),
    ).toMatchObject({
      request: { type: 2 },
    });
  });

  it('refuses what it cannot read, naming why', () => {
    expect(() => parseCommand(['contract', 'offer', '--merchant', 'M', '--username', 'a', '--kind', 'weekly', '--tiers', '0:1'])).toThrow(
      '--kind is salary, dividend or hourly, got weekly',
    );
    expect(() => parseCommand(['contract', 'offer', '--merchant', 'M', '--username', 'a', '--kind', 'salary'])).toThrow(/needs/);
    expect(() => parseTiers('0:50,abc')).toThrow('a tier is MIN:VALUE, got abc');
    expect(() => parseCommand(['agent', 'payout', '--merchant', 'M', '--kind', 'bonus'])).toThrow(
      '--kind is rebate, salary, hourly, dividend, got bonus',
    );
    expect(() => parseCommand(['agent', 'fire'])).toThrow('agent takes payout or add, got fire');
  });
});

describe('agent admin routes', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const admin = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await platform.app.inject({ method, headers: adminHeaders(platform), url: `/__admin${url}`, payload });
    return { status: response.statusCode, body: response.json() as { success: boolean; value?: any; message?: string } };
  };

  it('offers a contract to one merchant’s agent only, and refuses bad tiers and a bad date', async () => {
    const offered = await admin('POST', '/contract-offer', {
      merchant: 'LUCKYSTAR',
      username: 'agent03',
      kind: 'HOURLY',
      tiers: [{ min: 100.5, value: 2.25 }],
    });
    expect(offered.body.value).toMatchObject({
      username: 'agent03',
      kind: 'HOURLY',
      basis: 'TURNOVER',
      tiers: [{ min: 100.5, value: 2.25 }],
    });
    const lucky = await signIn(platform, 'agent03', 'LUCKYSTAR');
    const here = await signIn(platform, 'agent03', 'PLAYDECK');
    expect(
      valueOf(await callPlatform(platform, contract.agentContracts.requests, { ...lucky, merchant: 'LUCKYSTAR' })).contracthoursalreq,
    ).toBe(offered.body.value.id);
    expect(valueOf(await callPlatform(platform, contract.agentContracts.requests, here)).contracthoursalreq).toBe(0);

    const bad = await admin('POST', '/contract-offer', {
      merchant: 'PLAYDECK',
      username: 'agent03',
      kind: 'SALARY',
      tiers: [{ min: 1.005, value: 1 }],
    });
    expect(bad.body).toMatchObject({ success: false, message: 'a turnover has at most 2 decimals, got 1.005' });
    const listed = await admin('GET', '/contracts?merchant=LUCKYSTAR&username=agent03');
    expect(listed.body.value).toHaveLength(1);
    const badDate = await admin('POST', '/agent-payout', { merchant: 'PLAYDECK', kind: 'rebate', date: '2026-02-30' });
    expect(badDate.body).toMatchObject({ success: false, message: 'a date is YYYY-MM-DD (or YYYY-MM-DDTHH for an hour), got 2026-02-30' });
  });

  it('refuses to pay a period that has not ended (today, this hour, the future) with a 400 that says when it ends', async () => {
    platform.clock.now = new Date('2026-11-28T13:30:00Z');
    const today = await admin('POST', '/agent-payout', { merchant: 'PLAYDECK', kind: 'rebate', date: '2026-11-28' });
    expect(today).toEqual({
      status: 400,
      body: expect.objectContaining({
        success: false,
        errorCode: 'request_param_err',
        message: 'the rebate period 2026-11-28 has not ended: it ends at 2026-11-29T00:00:00.000Z (UTC); pay it after that',
      }),
    });
    for (const [kind, date] of [
      ['salary', '2027-01-01'],
      ['hourly', '2026-11-28T13'],
      ['dividend', '2026-11-20'],
    ] as const) {
      const refused = await admin('POST', '/agent-payout', { merchant: 'PLAYDECK', kind, date });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/has not ended/);
    }
    // The command line prints the same line (it runs the same action when no platform is running).
    await expect(payoutAgents(platform.services, { merchant: 'PLAYDECK', kind: 'salary', date: '2026-11-28' })).rejects.toThrow(
      'the salary period 2026-11-28 has not ended: it ends at 2026-11-29T00:00:00.000Z (UTC); pay it after that',
    );
    expect(await platform.services.db.select().from(postings).where(like(postings.idempotencyKey, 'agent:%:2026-11-28%'))).toEqual([]);
    // Periods that have ended are paid: the last hour, yesterday, and the default (the last finished period).
    expect((await admin('POST', '/agent-payout', { merchant: 'PLAYDECK', kind: 'hourly', date: '2026-11-28T12' })).status).toBe(200);
    expect((await admin('POST', '/agent-payout', { merchant: 'PLAYDECK', kind: 'rebate', date: '2026-11-27' })).status).toBe(200);
    const byDefault = await admin('POST', '/agent-payout', { merchant: 'PLAYDECK', kind: 'rebate' });
    expect(byDefault.body.value.every((line: { period: string }) => line.period === '2026-11-27')).toBe(true);
  });
});
