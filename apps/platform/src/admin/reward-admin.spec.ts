import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, valueOf } from '../testing/call-platform';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { signIn } from '../testing/sign-in';
import { parseCommand } from './cli';

describe('reward admin command line', () => {
  it('parses the reward commands', () => {
    expect(parseCommand(['reward', 'list', '--merchant', 'PLAYDECK', '--status', 'applying'])).toEqual({
      kind: 'rewards',
      merchant: 'PLAYDECK',
      state: 'APPLYING',
    });
    expect(parseCommand(['reward', 'issue', 'R20261124000001', '--amount', '25.5'])).toEqual({
      kind: 'reward',
      request: { applicationId: 'R20261124000001', decision: 'issue', amount: 25.5, reason: undefined },
    });
    expect(parseCommand(['reward', 'reject', 'R1', '--reason', 'No deposit'])).toMatchObject({
      request: { applicationId: 'R1', decision: 'reject', reason: 'No deposit' },
    });
    expect(parseCommand(['reward', 'approve', 'R1'])).toMatchObject({ request: { decision: 'approve' } });
  });

  it('refuses bad reward commands with a reason', () => {
    expect(() => parseCommand(['reward', 'pay', 'R1'])).toThrow('reward needs list, approve, reject or issue, got pay');
    expect(() => parseCommand(['reward', 'issue', 'R1'])).toThrow('reward issue needs --amount N');
    expect(() => parseCommand(['reward', 'issue', 'R1', '--amount', '-2'])).toThrow('--amount is a positive amount, got -2');
    expect(() => parseCommand(['reward', 'reject', 'R1'])).toThrow('reward reject needs --reason TEXT');
    expect(() => parseCommand(['reward', 'approve', 'R1', '--amount', '3'])).toThrow('reward approve takes no --amount');
    expect(() => parseCommand(['reward', 'approve'])).toThrow('reward approve needs one application id');
    expect(() => parseCommand(['reward', 'list', '--status', 'LOST'])).toThrow(
      '--status is APPLYING, PROCESS, JOINED, ISSUED, CLAIMED, REJECTED',
    );
  });
});

describe('reward admin over HTTP', () => {
  let platform: TestPlatform;
  let token: string;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    token = (await signIn(platform)).token;
  });

  const admin = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await platform.app.inject({ method, headers: adminHeaders(platform), url: `/__admin${url}`, payload });
    return { status: response.statusCode, body: response.json() as { success: boolean; value?: any; message?: string } };
  };

  it('lists applications and issues one; the member sees it issued and a second decision is refused', async () => {
    const offers = valueOf(await callPlatform(platform, contract.rewards.promotions, { token })).list;
    const application = valueOf(
      await callPlatform(platform, contract.rewards.apply, {
        token,
        body: { requestId: 'apply-admin-1', offerId: offers[0]!.id, remark: 'Please' },
      }),
    );
    const listed = await admin('GET', '/rewards?merchant=PLAYDECK&state=APPLYING');
    expect(listed.body.value).toEqual([
      expect.objectContaining({ applicationId: application.applicationId, username: 'member01', remark: 'Please', images: 0 }),
    ]);
    const issued = await admin('POST', '/reward', { applicationId: application.applicationId, decision: 'issue', amount: 18.75 });
    expect(issued.body).toMatchObject({ success: true, value: { state: 'ISSUED', bonus: 18.75 } });
    const again = await admin('POST', '/reward', { applicationId: application.applicationId, decision: 'reject', reason: 'late' });
    expect(again).toMatchObject({
      status: 409,
      body: { success: false, message: `application ${application.applicationId} is already ISSUED` },
    });
    const mine = valueOf(await callPlatform(platform, contract.rewards.applications, { token })).list[0]!;
    expect(mine).toMatchObject({ applicationId: application.applicationId, state: 'ISSUED', bonus: 18.75 });
  });
});
