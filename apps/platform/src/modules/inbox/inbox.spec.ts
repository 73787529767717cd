import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { sendMessage } from '../../admin/message-actions';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn, signInTrial } from '../../testing/sign-in';
import { DEMO_INBOX } from '../../seed/seed-inbox';

describe('inbox', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const list = (token: string, query: Record<string, unknown> = {}, merchant = 'PLAYDECK') =>
    callPlatform(platform, contract.inbox.list, { token, query, merchant });
  const read = (token: string, id: unknown, merchant = 'PLAYDECK') =>
    callPlatform(platform, contract.inbox.read, { token, body: { id }, merchant });
  const readAll = (token: string, merchant = 'PLAYDECK') => callPlatform(platform, contract.inbox.readAll, { token, merchant });
  const remove = (token: string, id: unknown, merchant = 'PLAYDECK') =>
    callPlatform(platform, contract.inbox.remove, { token, body: { id }, merchant });
  const unread = async (token: string, merchant = 'PLAYDECK') =>
    valueOf(await callPlatform(platform, contract.inbox.unreadCount, { token, merchant })).unReadCount;
  const send = (username: string, title: string, merchant = 'PLAYDECK') =>
    sendMessage(platform.services, { merchant, username, title, body: `${title} body`, kind: 'personal' });

  it("lists the member's seeded messages newest first, with read state and totals", async () => {
    const { token } = await signIn(platform, 'member01');
    const page = valueOf(await list(token));
    const seededUnread = DEMO_INBOX.filter((message) => !message.read).length;
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, total: DEMO_INBOX.length, unread: seededUnread });
    expect(page.list.map((message) => message.title)).toEqual([...DEMO_INBOX].reverse().map((message) => message.title));
    expect(page.list.map((message) => message.read)).toEqual([...DEMO_INBOX].reverse().map((message) => message.read));
    expect(page.list.map((message) => message.kind)).toEqual([...DEMO_INBOX].reverse().map((message) => message.kind));
    expect(await unread(token)).toBe(seededUnread);
  });

  it('opening a message marks it read once; the unread count drops; mark all read clears it', async () => {
    const { token } = await signIn(platform, 'member01');
    const before = await unread(token);
    const [newest] = valueOf(await list(token)).list;
    expect(newest!.read).toBe(false);
    platform.clock.advance(60_000);
    const opened = valueOf(await read(token, newest!.id));
    expect(opened).toMatchObject({ id: newest!.id, read: true, title: newest!.title, body: newest!.body });
    expect(await unread(token)).toBe(before - 1);
    // Opening it again changes nothing.
    expect(valueOf(await read(token, newest!.id)).read).toBe(true);
    expect(await unread(token)).toBe(before - 1);
    expect(valueOf(await readAll(token))).toEqual({ updated: before - 1 });
    expect(await unread(token)).toBe(0);
    expect(valueOf(await list(token)).list.every((message) => message.read)).toBe(true);
    expect(valueOf(await readAll(token))).toEqual({ updated: 0 });
  });

  it('deletes a message for good', async () => {
    const { token } = await signIn(platform, 'member01');
    const [newest, second] = valueOf(await list(token)).list;
    expect(valueOf(await remove(token, newest!.id))).toEqual({ id: newest!.id });
    const after = valueOf(await list(token));
    expect(after.total).toBe(DEMO_INBOX.length - 1);
    expect(after.list[0]!.id).toBe(second!.id);
    expect(errorOf(await remove(token, newest!.id))).toMatchObject({ status: 404, errorCode: 'not.found' });
    expect(errorOf(await read(token, newest!.id)).errorCode).toBe('not.found');
  });

  it('pages the list: page size, page count, the last page, a page past the end', async () => {
    const { token } = await signIn(platform, 'agent02');
    for (let index = 1; index <= 9; index++) {
      platform.clock.advance(1_000);
      await send('agent02', `Extra ${index}`);
    }
    const total = DEMO_INBOX.length + 9;
    const first = valueOf(await list(token, { pageNo: 1, pageSize: 5 }));
    expect(first).toMatchObject({ pageNum: 1, totalPages: Math.ceil(total / 5), total });
    expect(first.list.map((message) => message.title)).toEqual(['Extra 9', 'Extra 8', 'Extra 7', 'Extra 6', 'Extra 5']);
    const last = valueOf(await list(token, { pageNo: 3, pageSize: 5 }));
    expect(last.list).toHaveLength(total - 10);
    expect(valueOf(await list(token, { pageNo: 99, pageSize: 5 })).pageNum).toBe(3);
    const everyId = new Set(
      [first, valueOf(await list(token, { pageNo: 2, pageSize: 5 })), last].flatMap((page) => page.list.map((m) => m.id)),
    );
    expect(everyId.size).toBe(total);
    expect(errorOf(await list(token, { pageSize: 51 })).errorCode).toBe('request_param_err');
    expect(errorOf(await list(token, { pageNo: 'x' })).errorCode).toBe('request_param_err');
  });

  describe("member A cannot read, mark or delete member B's messages", () => {
    it('across members of one merchant', async () => {
      const a = await signIn(platform, 'member01');
      const b = await signIn(platform, 'agent01');
      await send('agent01', 'For agent01 only');
      const [theirs] = valueOf(await list(b.token)).list;
      expect(theirs!.title).toBe('For agent01 only');
      expect(valueOf(await list(a.token)).list.some((message) => message.id === theirs!.id)).toBe(false);
      expect(errorOf(await read(a.token, theirs!.id))).toMatchObject({ status: 404, errorCode: 'not.found' });
      expect(errorOf(await remove(a.token, theirs!.id))).toMatchObject({ status: 404, errorCode: 'not.found' });
      await readAll(a.token);
      const still = valueOf(await list(b.token)).list.find((message) => message.id === theirs!.id);
      expect(still).toMatchObject({ read: false });
      expect(await unread(b.token)).toBeGreaterThan(0);
    });

    it('across merchants, with the same username', async () => {
      const playdeck = await signIn(platform, 'member01', 'PLAYDECK');
      const lucky = await signIn(platform, 'member01', 'LUCKYSTAR');
      await send('member01', 'Lucky only', 'LUCKYSTAR');
      const [luckyMessage] = valueOf(await list(lucky.token, {}, 'LUCKYSTAR')).list;
      expect(luckyMessage!.title).toBe('Lucky only');
      expect(valueOf(await list(playdeck.token)).list.some((message) => message.title === 'Lucky only')).toBe(false);
      expect(errorOf(await read(playdeck.token, luckyMessage!.id)).errorCode).toBe('not.found');
      expect(errorOf(await remove(playdeck.token, luckyMessage!.id)).errorCode).toBe('not.found');
      // A token of one merchant sent to another merchant's door is not a session there.
      expect(errorOf(await read(playdeck.token, luckyMessage!.id, 'LUCKYSTAR')).errorCode).toBe('user.or.token.invalid');
      expect(valueOf(await list(lucky.token, {}, 'LUCKYSTAR')).list[0]).toMatchObject({ id: luckyMessage!.id, read: false });
    });

    it('needs a session', async () => {
      expect(errorOf(await callPlatform(platform, contract.inbox.list)).errorCode).toBe('user.or.token.invalid');
      expect(errorOf(await callPlatform(platform, contract.inbox.readAll)).errorCode).toBe('user.or.token.invalid');
      expect(errorOf(await callPlatform(platform, contract.inbox.unreadCount)).errorCode).toBe('user.or.token.invalid');
    });
  });

  describe('the unread count', () => {
    it('counts only unread messages and follows what the admin command sends', async () => {
      const { token } = await signIn(platform, 'agent01');
      const before = await unread(token);
      await send('agent01', 'One more');
      expect(await unread(token)).toBe(before + 1);
      const sent = await sendMessage(platform.services, { merchant: 'PLAYDECK', all: true, title: 'To everyone', body: 'Hello all' });
      expect(sent.sent).toBeGreaterThan(7);
      expect(await unread(token)).toBe(before + 2);
    });

    it('answers 0 for member types other than 0, 1 and 2, who still have messages', async () => {
      for (const username of ['type04', 'type40', 'type41', 'type42']) {
        const { token } = await signIn(platform, username);
        expect(valueOf(await list(token)).unread, username).toBeGreaterThan(0);
        expect(await unread(token), username).toBe(0);
      }
    });

    it('works on merchants whose bottom bar has no count (CBS3 off): the header shows it', async () => {
      const { token } = await signIn(platform, 'member01', 'LUCKYSTAR');
      expect(await unread(token, 'LUCKYSTAR')).toBe(DEMO_INBOX.filter((message) => !message.read).length);
    });

    it('needs the module header', async () => {
      const { token } = await signIn(platform, 'member01');
      const withoutHeader = await platform.app.inject({
        method: 'GET',
        url: contract.inbox.unreadCount.path,
        headers: { merchant: 'PLAYDECK', authorization: token },
      });
      expect(withoutHeader.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    });

    it('a trial user has an empty inbox', async () => {
      const trial = await signInTrial(platform);
      expect(valueOf(await list(trial.token, {}, trial.merchant))).toMatchObject({ list: [], total: 0, unread: 0, totalPages: 1 });
    });
  });

  it('refuses bad ids as request errors, never a 500', async () => {
    const { token } = await signIn(platform, 'member01');
    for (const id of ['abc', -1, 0, 1.5, null]) {
      expect(errorOf(await read(token, id)), String(id)).toMatchObject({ status: 400, errorCode: 'request_param_err' });
      expect(errorOf(await remove(token, id)), String(id)).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    }
  });
});
