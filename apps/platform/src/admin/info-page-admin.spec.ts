import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, valueOf } from '../testing/call-platform';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { parseCommand } from './cli';

describe('admin: info pages command line', () => {
  it('parses the list, add and remove commands', () => {
    expect(parseCommand(['info-pages', '--merchant', 'LUCKYSTAR', '--page', 'sponsor'])).toEqual({
      kind: 'info-pages',
      filter: { merchant: 'LUCKYSTAR', page: 'sponsor', language: undefined },
    });
    expect(
      parseCommand([
        'info-page',
        'add',
        '--merchant',
        'PLAYDECK',
        '--page',
        'joinUs',
        '--language',
        'TY',
        '--title',
        'Hoa hồng',
        '--content',
        '<p>x</p>',
      ]),
    ).toEqual({
      kind: 'info-page-add',
      entry: {
        merchant: 'PLAYDECK',
        page: 'joinUs',
        language: 'TY',
        title: 'Hoa hồng',
        summary: '',
        content: '<p>x</p>',
        imageUrl: undefined,
      },
    });
    expect(parseCommand(['info-page', 'remove', '--id', '7'])).toEqual({ kind: 'info-page-remove', id: 7 });
  });

  it.each([
    [['info-pages', '--page', 'casino'], /--page is one of appService, brand, joinUs, sponsor, got casino/],
    [
      ['info-page', 'add', '--merchant', 'PLAYDECK', '--page', 'brand', '--title', 'x', '--content', 'y'],
      /needs --merchant CODE, --page PAGE, --language/,
    ],
    [['info-page', 'remove', '--id', 'first'], /info-page remove needs --id N/],
    [['info-page', 'remove', '--id', '3', '--title', 'x'], /info-page remove takes no --title/],
    [['info-page', 'edit'], /"info-page add …" or "info-page remove --id N"/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(message);
  });
});

describe('the /__admin/info-page routes', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const request = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await platform.app.inject({ method, headers: adminHeaders(platform), url: `/__admin${url}`, payload });
    return { status: response.statusCode, body: response.json() as { success: boolean; value?: unknown; message?: string } };
  };
  const sponsors = async (merchant = 'PLAYDECK', language = 'EN') =>
    valueOf(await callPlatform(platform, contract.content.infoPage, { query: { page: 'sponsor', language }, merchant }));

  it('adds an entry at the end of its page, for that merchant and language only, and removes it again', async () => {
    const before = await sponsors();
    const added = await request('POST', '/info-page', {
      merchant: 'PLAYDECK',
      page: 'sponsor',
      language: 'EN',
      title: '  Hanoi Tigers  ',
      summary: 'Basketball partner.',
      content: '<p>Courtside.</p>',
      imageUrl: '/wps/static/teams/hanoi-tigers.svg',
    });
    expect(added.status).toBe(200);
    const after = await sponsors();
    expect(after.map((entry) => entry.title)).toEqual([...before.map((entry) => entry.title), 'Hanoi Tigers']);
    expect(after.at(-1)).toMatchObject({ summary: 'Basketball partner.', imageUrl: '/wps/static/teams/hanoi-tigers.svg' });
    expect((await sponsors('PLAYDECK', 'TY')).map((entry) => entry.title)).not.toContain('Hanoi Tigers');
    expect((await sponsors('LUCKYSTAR')).map((entry) => entry.title)).not.toContain('Hanoi Tigers');

    const listed = await request('GET', '/info-pages?merchant=PLAYDECK&page=sponsor&language=EN');
    expect((listed.body.value as { title: string }[]).map((entry) => entry.title)).toEqual(after.map((entry) => entry.title));

    const removed = await request('POST', '/info-page/remove', { id: after.at(-1)!.id });
    expect(removed.status).toBe(200);
    expect((await sponsors()).map((entry) => entry.id)).toEqual(before.map((entry) => entry.id));
    expect((await request('POST', '/info-page/remove', { id: after.at(-1)!.id })).status).toBe(404);
  });

  it.each([
    [{ merchant: 'NOPE' }, /unknown merchant NOPE/],
    [{ title: '   ' }, /--title must not be empty/],
    [{ content: 'x'.repeat(20_001) }, /--content is at most 20000 characters/],
    [{ imageUrl: 'javascript:alert(1)' }, /--image is an https address or a \/wps\/static\/ path/],
    [{ imageUrl: 'http://tracker.example.test/pixel.png' }, /--image is an https address/],
    [{ imageUrl: '/wps/static/../secret' }, /--image is an https address/],
  ])('refuses %j with a reason, storing nothing', async (change, message) => {
    const before = await sponsors();
    const refused = await request('POST', '/info-page', {
      merchant: 'PLAYDECK',
      page: 'sponsor',
      language: 'EN',
      title: 'Hanoi Tigers',
      content: '<p>Courtside.</p>',
      ...change,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.message).toMatch(message);
    expect(await sponsors()).toEqual(before);
  });
});
