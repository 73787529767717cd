import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, valueOf } from '../testing/call-platform';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { signIn } from '../testing/sign-in';
import { parseCommand } from './cli';

describe('admin: message send', () => {
  it('parses one member or all, with an optional kind', () => {
    expect(
      parseCommand([
        'message',
        'send',
        '--merchant',
        'PLAYDECK',
        '--username',
        'member01',
        '--title',
        'Hi',
        '--body',
        'Hello',
        '--kind',
        'promotion',
      ]),
    ).toEqual({
      kind: 'message-send',
      request: { merchant: 'PLAYDECK', username: 'member01', title: 'Hi', body: 'Hello', kind: 'promotion' },
    });
    expect(parseCommand(['message', 'send', '--merchant', 'LUCKYSTAR', '--all', '--title', 'Hi', '--body', 'Hello'])).toEqual({
      kind: 'message-send',
      request: { merchant: 'LUCKYSTAR', all: true, title: 'Hi', body: 'Hello', kind: undefined },
    });
  });

  it.each([
    [['message', 'send', '--merchant', 'PLAYDECK', '--title', 'Hi', '--body', 'Hello'], /--username NAME or --all/],
    [['message', 'send', '--merchant', 'PLAYDECK', '--all', '--username', 'a', '--title', 'Hi', '--body', 'Hello'], /one of them/],
    [['message', 'send', '--merchant', 'PLAYDECK', '--all', '--body', 'Hello'], /--title TEXT/],
    [
      ['message', 'send', '--merchant', 'PLAYDECK', '--all', '--title', 'Hi', '--body', 'B', '--kind', 'spam'],
      /--kind is system, promotion, personal/,
    ],
    [['message', 'list'], /message takes send/],
    [['message', 'send', '--merchant', 'PLAYDECK', '--all', '--title', 'Hi', '--body', 'B', '--amount', '3'], /takes no --amount/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(message);
  });

  describe('the /__admin/message route', () => {
    let platform: TestPlatform;
    beforeEach(async () => {
      platform = await resetTestPlatform();
    });
    const post = async (payload: unknown) => {
      const response = await platform.app.inject({
        method: 'POST',
        headers: adminHeaders(platform),
        url: '/__admin/message',
        payload: payload as object,
      });
      return { status: response.statusCode, body: response.json() as { success: boolean; value?: unknown; message?: string } };
    };
    const unread = async (token: string, merchant = 'PLAYDECK') =>
      valueOf(await callPlatform(platform, contract.inbox.unreadCount, { token, merchant })).unReadCount;

    it("puts the message in that member's inbox only, unread, of the kind given", async () => {
      const member = await signIn(platform, 'member01');
      const other = await signIn(platform, 'agent01');
      const [memberBefore, otherBefore] = [await unread(member.token), await unread(other.token)];
      const sent = await post({ merchant: 'PLAYDECK', username: 'MEMBER01', title: 'Bonus ready', body: 'Claim it', kind: 'promotion' });
      expect(sent).toEqual({ status: 200, body: { success: true, value: { merchant: 'PLAYDECK', kind: 'promotion', sent: 1 } } });
      expect(await unread(member.token)).toBe(memberBefore + 1);
      expect(await unread(other.token)).toBe(otherBefore);
      const [newest] = valueOf(await callPlatform(platform, contract.inbox.list, { token: member.token })).list;
      expect(newest).toMatchObject({ title: 'Bonus ready', body: 'Claim it', kind: 'promotion', read: false });
    });

    it('sends to every member of one merchant with --all, to no other merchant', async () => {
      const lucky = await signIn(platform, 'member01', 'LUCKYSTAR');
      const playdeck = await signIn(platform, 'member01');
      const before = await unread(playdeck.token);
      const sent = await post({ merchant: 'LUCKYSTAR', all: true, title: 'Hello', body: 'Everyone' });
      expect((sent.body.value as { sent: number }).sent).toBeGreaterThan(7);
      expect(await unread(lucky.token, 'LUCKYSTAR')).toBeGreaterThan(0);
      expect(await unread(playdeck.token)).toBe(before);
    });

    it('refuses an unknown member or merchant and empty texts', async () => {
      expect((await post({ merchant: 'PLAYDECK', username: 'nobody99', title: 'T', body: 'B' })).body).toMatchObject({
        success: false,
        message: 'no member nobody99 at PLAYDECK',
      });
      expect((await post({ merchant: 'NOPE', all: true, title: 'T', body: 'B' })).body.success).toBe(false);
      expect((await post({ merchant: 'PLAYDECK', all: true, title: '  ', body: 'B' })).body.success).toBe(false);
      expect((await post({ merchant: 'PLAYDECK', username: 'member01', title: 'T', body: 'B', kind: 'spam' })).body.success).toBe(false);
    });
  });
});
