import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { members } from '../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn } from '../../testing/sign-in';

describe('content.popups', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const popups = async (query: Record<string, unknown> = {}, token?: string) =>
    valueOf(await callPlatform(platform, contract.content.popups, { query: { language: 'EN', ...query }, token }));

  it('gives visitors the B popups, never one that carries a promotion', async () => {
    const list = await popups();
    expect(list.map((popup) => popup.execution)).toEqual(['B', 'B']);
    expect(list[0]).toMatchObject({ title: 'Join Playdeck today', promotionType: null });
    expect(list[0]!.content).toContain('href="/m/register"');
    expect((await popups({ execution: 'A' })).every((popup) => !popup.promotionType)).toBe(true);
  });

  it('gives members the A popups, promotion ones included', async () => {
    const { token } = await signIn(platform, 'member01');
    const list = await popups({}, token);
    expect(list.map((popup) => popup.execution)).toEqual(['A', 'A']);
    expect(list.map((popup) => popup.promotionType)).toContain('deposit_promo');
  });

  it('adds the F popups on a first login', async () => {
    await platform.services.db.update(members).set({ firstTimeLogin: true }).where(eq(members.username, 'member01'));
    const { token } = await signIn(platform, 'member01');
    expect((await popups({}, token)).map((popup) => popup.execution).sort()).toEqual(['A', 'A', 'F']);
  });

  it('takes the executions asked for', async () => {
    const { token } = await signIn(platform, 'member01');
    expect((await popups({ execution: 'F' }, token)).map((popup) => popup.title)).toEqual(['Welcome aboard!']);
    expect(await popups({ execution: 'A,B,F' }, token)).toHaveLength(5);
    expect((await popups({ execution: 'B', language: 'TY' }))[0]!.title).toBe('Tham gia Playdeck ngay hôm nay');
    expect(errorOf(await callPlatform(platform, contract.content.popups, { query: { execution: 'Z' } })).errorCode).toBe(
      'request_param_err',
    );
  });
});
