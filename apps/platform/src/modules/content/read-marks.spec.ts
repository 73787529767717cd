import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn } from '../../testing/sign-in';

describe('announcement read marks', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const bulletins = async (token?: string, merchant?: string) =>
    valueOf(await callPlatform(platform, contract.content.announcements, { query: { types: 'B', language: 'EN' }, token, merchant }));
  const markRead = (announcementId: unknown, token?: string, read: unknown = true) =>
    callPlatform(platform, contract.content.markRead, { body: { announcementId, read }, token });

  describe('content.markRead', () => {
    it('marks an item read for that member only, idempotently', async () => {
      const member = await signIn(platform, 'member01');
      const agent = await signIn(platform, 'agent01');
      const [first] = await bulletins(member.token);
      expect(valueOf(await markRead(first!.id, member.token))).toEqual({ announcementId: first!.id, read: true });
      expect(valueOf(await markRead(String(first!.id), member.token)).read).toBe(true);
      expect((await bulletins(member.token)).map((item) => item.read)).toEqual([true, false, false]);
      expect((await bulletins(agent.token)).every((item) => !item.read)).toBe(true);
      expect((await bulletins()).every((item) => !item.read)).toBe(true);
      const detail = valueOf(
        await callPlatform(platform, contract.content.announcement, { body: { announcementId: first!.id }, token: member.token }),
      );
      expect(detail.read).toBe(true);
    });

    it('marks promotions and notices the same way', async () => {
      const member = await signIn(platform, 'member01');
      const [promotion] = valueOf(await callPlatform(platform, contract.content.promotions, { token: member.token }));
      const [notice] = valueOf(await callPlatform(platform, contract.content.notices, { token: member.token }));
      await markRead(promotion!.id, member.token);
      await markRead(notice!.id, member.token);
      expect(valueOf(await callPlatform(platform, contract.content.promotions, { token: member.token }))[0]!.read).toBe(true);
      expect(valueOf(await callPlatform(platform, contract.content.notices, { token: member.token }))[0]!.read).toBe(true);
    });

    it('stores nothing for customer type 4 and says so', async () => {
      const type4 = await signIn(platform, 'type04');
      const [first] = await bulletins(type4.token);
      expect(valueOf(await markRead(first!.id, type4.token))).toEqual({ announcementId: first!.id, read: false });
      expect((await bulletins(type4.token))[0]!.read).toBe(false);
    });

    it("needs a session, and refuses another merchant's item or a malformed body", async () => {
      const [first] = await bulletins();
      expect(errorOf(await markRead(first!.id))).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
      const member = await signIn(platform, 'member01');
      const [lucky] = await bulletins(undefined, 'LUCKYSTAR');
      expect(errorOf(await markRead(lucky!.id, member.token))).toMatchObject({ status: 404, errorCode: 'not.found' });
      expect(errorOf(await markRead('abc', member.token)).errorCode).toBe('request_param_err');
      expect(errorOf(await markRead(first!.id, member.token, false)).errorCode).toBe('request_param_err');
    });
  });
});
