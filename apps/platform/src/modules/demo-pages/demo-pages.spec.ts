import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINKS } from '@playdeck/brand/schema';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { zipOf } from './app-files';
import { demoAgentReply } from './demo-agent';

describe('demo pages', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await resetTestPlatform();
  });
  const get = (url: string, headers: Record<string, string> = {}) => platform.app.inject({ method: 'GET', url, headers });
  const say = (payload: unknown) =>
    platform.app.inject({ method: 'POST', url: `${DEMO_LINKS.liveChat}/messages`, payload: payload as object });

  it.each([
    [DEMO_LINKS.customerService, 'Customer service'],
    [DEMO_LINKS.liveChat, 'Live chat'],
    [DEMO_LINKS.affiliate, 'Become a partner'],
  ])('%s answers a page without a Merchant header, its script and style by nonce only', async (path, title) => {
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(`<title>${title}</title>`);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/^default-src 'none'; script-src 'nonce-[A-Za-z0-9+/=]+'; style-src 'nonce-/);
    // Framed by the app (same origin through its /wps proxy) or a brand's own domain, by nobody else.
    expect(policy).toContain("frame-ancestors 'self' https://m.playdeck.test");
    expect(policy).toContain('https://m.luckystar.test');
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it("speaks the language asked for, else the browser's", async () => {
    expect((await get(`${DEMO_LINKS.customerService}?lang=TY`)).body).toContain('Chăm sóc khách hàng');
    expect((await get(DEMO_LINKS.affiliate, { 'accept-language': 'vi-VN,vi;q=0.9' })).body).toContain('Trở thành đối tác');
    expect((await get(`${DEMO_LINKS.liveChat}?lang=xx`)).body).toContain('<html lang="en">');
  });

  it('the customer-service page leads into the live chat', async () => {
    expect((await get(DEMO_LINKS.customerService)).body).toContain('href="live-chat?lang=EN"');
  });

  it("the live chat greets the visitor by the launch's name, escaped", async () => {
    const page = await get(`${DEMO_LINKS.liveChat}?lang=EN&name=${encodeURIComponent('<b>Mai</b>')}`);
    expect(page.body).toContain('Hello &#60;b&#62;Mai&#60;/b&#62;, how can I help you today?');
    expect(page.body).not.toContain('<b>Mai');
    expect((await get(DEMO_LINKS.liveChat)).body).toContain('Hello guest');
  });

  it('the demo agent answers what the visitor writes, in their language', async () => {
    const answer = await say({ message: 'How do I deposit?', name: 'Mai', lang: 'EN' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ reply: expect.stringContaining('open Deposit in the member centre') });
    expect((await say({ message: 'Tôi muốn rút tiền', lang: 'TY' })).json().reply).toContain('Rút tiền');
    expect((await say({ message: 'hi', name: 'Mai' })).json().reply).toBe('Hello Mai, how can I help you today?');
  });

  it.each([{}, { message: '   ' }, { message: 'x'.repeat(501) }, { message: 42 }])(
    'refuses %j with the platform envelope',
    async (payload) => {
      const answer = await say(payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    },
  );

  it.each([
    ['playdeck.apk', 'application/vnd.android.package-archive'],
    ['luckystar.ipa', 'application/octet-stream'],
    ['playdeck.mobileconfig', 'application/x-apple-aspen-config'],
  ])('serves the demo app %s as a download of type %s', async (file, type) => {
    const answer = await get(`${DEMO_LINKS.appDownloads}/${file}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
    if (file.endsWith('.mobileconfig')) expect(answer.body).toContain('<key>PayloadType</key><string>Configuration</string>');
    else expect(answer.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect((await platform.app.inject({ method: 'HEAD', url: `${DEMO_LINKS.appDownloads}/${file}` })).statusCode).toBe(200);
  });

  it.each(['app.exe', '..%2Fsecret.apk', 'UPPER.apk', 'x.apk.txt'])('answers 404 for %s', async (file) => {
    const answer = await get(`${DEMO_LINKS.appDownloads}/${file}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });
});

describe('zipOf', () => {
  it('writes one stored entry that reads back: name, size and content', () => {
    const zip = zipOf('Payload/README.txt', 'demo app\n');
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    const nameLength = zip.readUInt16LE(26);
    expect(zip.subarray(30, 30 + nameLength).toString()).toBe('Payload/README.txt');
    expect(zip.subarray(30 + nameLength, 30 + nameLength + zip.readUInt32LE(18)).toString()).toBe('demo app\n');
    const end = zip.subarray(zip.length - 22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(zip.readUInt32LE(end.readUInt32LE(16))).toBe(0x02014b50);
  });
});

describe('demoAgentReply', () => {
  it.each([
    ['hello, my deposit has not arrived', 'EN', 'open Deposit'],
    ['I forgot my password', 'EN', 'Forgot password'],
    ['any bonus today?', 'EN', 'Promotions page'],
    ['thank you', 'EN', "You're welcome, Mai"],
    ['what games do you have', 'EN', 'This is a demo chat'],
    ['xin chào', 'TY', 'Xin chào Mai'],
    ['khuyến mãi hôm nay?', 'TY', 'Khuyến mãi hiện có'],
    ['this is not a greeting', 'EN', 'This is a demo chat'],
  ] as const)('%j → %s', (message, language, expected) => {
    expect(demoAgentReply(message, 'Mai', language)).toContain(expected);
  });
});
