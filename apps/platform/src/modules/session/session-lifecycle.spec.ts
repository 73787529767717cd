import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { sessions } from '../../db/schema';
import { hashToken } from '../../http/authenticate';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { loginToken } from './session-testing';

describe('sessions: member info, expiry, logout, login elsewhere, merchants', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });
  const memberInfo = (token?: string, merchant?: string) => callPlatform(platform, contract.session.memberInfo, { token, merchant });

  it("answers the token holder's own member info, and nobody's without a token", async () => {
    const member = valueOf(await memberInfo(await loginToken(platform)));
    expect(member).toEqual({ id: expect.any(Number), type: 0, userName: 'member01', nickname: 'Playdeck Player', account: 'member01' });
    const agent = valueOf(await memberInfo(await loginToken(platform, { username: 'agent01' })));
    expect(agent).toMatchObject({ type: 1, userName: 'agent01' });
    expect(agent.id).not.toBe(member.id);
    expect(errorOf(await memberInfo())).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
    expect(errorOf(await memberInfo('not-a-token-of-ours-at-all'))).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
  });

  it("refuses a merchant's token on another merchant, even for a member of the same name", async () => {
    const token = await loginToken(platform, { merchant: 'PLAYDECK' });
    expect(errorOf(await memberInfo(token, 'LUCKYSTAR'))).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
    expect(valueOf(await memberInfo(token, 'PLAYDECK')).userName).toBe('member01');
  });

  it('refuses a token once its time is up', async () => {
    const token = await loginToken(platform);
    platform.clock.advance(platform.services.config.sessionTtlMs - 1000);
    expect(valueOf(await memberInfo(token)).userName).toBe('member01');
    platform.clock.advance(2000);
    expect(errorOf(await memberInfo(token))).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
  });

  it('logout ends the session: the token is then refused', async () => {
    const token = await loginToken(platform);
    valueOf(await callPlatform(platform, contract.session.logout, { token }));
    const [stored] = await platform.services.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(stored).toMatchObject({ endReason: 'logout', endedAt: expect.any(Date) });
    expect(errorOf(await memberInfo(token))).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
    expect(errorOf(await callPlatform(platform, contract.session.logout, { token })).errorCode).toBe('user.or.token.invalid');
  });

  it("signing out everywhere ends every live session of the member, and no one else's", async () => {
    const token = await loginToken(platform);
    const otherMember = await loginToken(platform, { username: 'agent01' });
    // A second live session of the same member (another device), written as a login would write it.
    const [mine] = await platform.services.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    const otherDevice = 'another-device-token-of-member01';
    await platform.services.db.insert(sessions).values({ ...mine!, id: undefined, tokenHash: hashToken(otherDevice) });
    expect(valueOf(await memberInfo(otherDevice)).userName).toBe('member01');

    valueOf(await callPlatform(platform, contract.session.logoutAll, { token }));
    for (const ended of [token, otherDevice]) {
      expect(errorOf(await memberInfo(ended))).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
    }
    const endedRows = await platform.services.db.select().from(sessions).where(eq(sessions.memberId, mine!.memberId));
    expect(endedRows.map((row) => row.endReason)).toEqual(['logout.all', 'logout.all']);
    expect(valueOf(await memberInfo(otherMember)).userName).toBe('agent01');
    expect(errorOf(await callPlatform(platform, contract.session.logoutAll, {})).errorCode).toBe('user.or.token.invalid');
  });

  it('a login elsewhere ends the older session with login.not.session', async () => {
    const first = await loginToken(platform);
    const second = await loginToken(platform);
    expect(errorOf(await memberInfo(first))).toMatchObject({ status: 401, errorCode: 'login.not.session' });
    expect(valueOf(await memberInfo(second)).userName).toBe('member01');
    // Another member's login leaves this one alone.
    await loginToken(platform, { username: 'agent01' });
    expect(valueOf(await memberInfo(second)).userName).toBe('member01');
  });
});
