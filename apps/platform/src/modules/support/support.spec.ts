import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contract } from '@playdeck/api';
import { setModule } from '../../admin/admin-actions';
import { feedbacks } from '../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn } from '../../testing/sign-in';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('support', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const feedback = (token: string | undefined, content: unknown, merchant = 'PLAYDECK') =>
    callPlatform(platform, contract.support.feedback, { token, body: { content }, merchant });
  const chat = (token: string | undefined, merchant = 'PLAYDECK', language = 'EN') =>
    callPlatform(platform, contract.support.launchChat, { token, merchant, headers: { language } });

  describe('feedback (PUT)', () => {
    it("stores feedback within the brand's bounds in words, for that member", async () => {
      const { token, memberId } = await signIn(platform, 'member01');
      const sent = valueOf(await feedback(token, `  ${words(5)}  `));
      expect(sent).toEqual({ id: expect.any(Number), createdAt: platform.clock.now.getTime() });
      const [row] = await platform.services.db.select().from(feedbacks).where(eq(feedbacks.id, sent.id));
      expect(row).toMatchObject({ memberId, content: words(5), words: 5 });
    });

    it('refuses a text shorter or longer than the bounds with them in the error value', async () => {
      const { token } = await signIn(platform, 'member01');
      // The default brand keeps the schema's defaults: 5 to 500 words.
      for (const content of [words(4), 'Too, short - really!', words(501)]) {
        expect(errorOf(await feedback(token, content))).toEqual({
          status: 400,
          errorCode: 'feedback.length.invalid',
          value: { field: 'content', minWords: 5, maxWords: 500 },
        });
      }
      expect(valueOf(await feedback(token, words(500))).id).toBeGreaterThan(0);
      expect(await platform.services.db.$count(feedbacks)).toBe(1);
    });

    it("uses each brand's own bounds (Lucky Star: 10 to 300 words)", async () => {
      const { token } = await signIn(platform, 'member01', 'LUCKYSTAR');
      expect(errorOf(await feedback(token, words(9), 'LUCKYSTAR')).value).toMatchObject({ minWords: 10, maxWords: 300 });
      expect(valueOf(await feedback(token, words(10), 'LUCKYSTAR')).id).toBeGreaterThan(0);
    });

    it('counts Vietnamese words as members type them', async () => {
      const { token } = await signIn(platform, 'member01');
      expect(valueOf(await feedback(token, 'Trò chơi rất vui, cảm ơn bạn!')).id).toBeGreaterThan(0);
    });

    it('refuses a missing, empty or oversized body as a request error, and visitors', async () => {
      const { token } = await signIn(platform, 'member01');
      for (const content of ['', '   ', 42, null, 'x '.repeat(3000)]) {
        expect(errorOf(await feedback(token, content)), String(content).slice(0, 10)).toMatchObject({
          status: 400,
          errorCode: 'request_param_err',
        });
      }
      expect(errorOf(await feedback(undefined, words(6))).errorCode).toBe('user.or.token.invalid');
    });
  });

  describe('launch chat', () => {
    it("answers the brand's live chat (the platform's demo chat, a path) naming the member and language", async () => {
      const { token } = await signIn(platform, 'member01');
      const { chatUrl } = valueOf(await chat(token, 'PLAYDECK', 'TY'));
      expect(chatUrl).toMatch(/^\/wps\/demo\/live-chat\?/);
      const url = new URL(chatUrl, 'http://localhost');
      expect(url.searchParams.get('name')).toBe('Playdeck Player');
      expect(url.searchParams.get('lang')).toBe('TY');
    });

    it('is not available where the CBS3 module is off, until it is switched on', async () => {
      const { token } = await signIn(platform, 'member01', 'LUCKYSTAR');
      expect(errorOf(await chat(token, 'LUCKYSTAR'))).toMatchObject({ status: 403, errorCode: 'function.not.available' });
      await setModule(platform.services, 'CBS3', true, 'LUCKYSTAR');
      expect(valueOf(await chat(token, 'LUCKYSTAR')).chatUrl).toMatch(/^\/wps\/demo\/live-chat\?name=/);
    });

    it("answers an operator's own chat as the URL they gave, and falls back to customerService without liveChat", async () => {
      const { token } = await signIn(platform, 'member01');
      const { links } = platform.services.brands.find((brand) => brand.config.id === 'default')!.config;
      const shipped = { ...links };
      try {
        links.liveChat = 'https://chat.operator.example/room?site=1';
        const url = new URL(valueOf(await chat(token, 'PLAYDECK', 'EN')).chatUrl);
        expect([url.origin, url.pathname, url.searchParams.get('site'), url.searchParams.get('lang')]).toEqual([
          'https://chat.operator.example',
          '/room',
          '1',
          'EN',
        ]);
        delete links.liveChat;
        links.customerService = 'https://help.operator.example/live';
        expect(valueOf(await chat(token, 'PLAYDECK', 'EN')).chatUrl).toMatch(/^https:\/\/help\.operator\.example\/live\?name=/);
      } finally {
        Object.assign(links, shipped);
      }
    });

    it('needs a session', async () => {
      expect(errorOf(await chat(undefined)).errorCode).toBe('user.or.token.invalid');
    });

    it('needs its module header (Module: CBS3), as the operator platform does', async () => {
      expect(contract.support.launchChat.headers).toEqual({ Module: 'CBS3' });
      const { token } = await signIn(platform, 'member01');
      const withoutHeader = await platform.app.inject({
        method: 'GET',
        url: contract.support.launchChat.path,
        headers: { merchant: 'PLAYDECK', authorization: token },
      });
      expect(withoutHeader.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    });
  });
});
