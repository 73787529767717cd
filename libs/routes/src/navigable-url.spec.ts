import { describe, expect, it } from 'vitest';
import { checkNavigableUrl, navigableHref } from './navigable-url';

describe('checkNavigableUrl: the classic scheme tricks are refused', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['  javascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    ['\u001fjavascript:alert(1)'],
    ['\u00a0javascript:alert(1)'],
    ['\ufeffjavascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\rscript:alert(1)'],
    ['java\u0000script:alert(1)'],
    ['javascript\t:alert(1)'],
    ['javascript://%0aalert(1)'],
    ['javascript://https://example.com/%0aalert(1)'],
    ['jav&#x09;ascript:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['&#x6A;avascript&#x3A;alert(1)'],
    ['javascript&colon;alert(1)'],
    ['javascript%3Aalert(1)'],
    ['%6Aavascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['VBScript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['blob:https://example.com/0b8e3f4a'],
    ['filesystem:https://example.com/temporary/x'],
    ['about:blank'],
    ['chrome://settings'],
    ['intent://scan/#Intent;scheme=zxing;end'],
    ['ftp://example.com/file'],
    ['ws://example.com/socket'],
    ['mailto:help@example.com'],
    ['tel:+84900000000'],
    ['sms:+84900000000'],
    ['//evil.example/path'],
    ['///evil.example/path'],
    ['\\\\evil.example\\path'],
    ['/\\evil.example'],
    ['\\/evil.example'],
    ['https:\\\\evil.example'],
    ['https://good.example\\@evil.example'],
    ['https://good.example@evil.example/'],
    ['https://user:pass@good.example/'],
    ['https:evil.example'],
    ['https:/evil.example'],
    ['http://'],
    ['https://'],
    ['/m/../wps/member/logout'],
    ['/m/%2e%2e/wps/member/logout'],
    ['/m/.%2e/etc'],
    ['/m/./../x'],
    ['/wps/member/info'],
    ['/'],
    ['/mx/home'],
    ['m/home'],
    ['home'],
    ['#'],
    ['?x=1'],
    [''],
    ['   '],
    ['\t'],
  ])('%j', (url) => {
    expect(checkNavigableUrl(url)).toEqual({ kind: 'refused' });
  });

  it.each([[undefined], [null], [42], [{}], [['https://example.com']]])('refuses a value that is not a string: %j', (value) => {
    expect(checkNavigableUrl(value)).toEqual({ kind: 'refused' });
  });
});

describe('checkNavigableUrl: what passes', () => {
  it.each([
    ['https://games.example/play?ticket=abc#top', 'https://games.example/play?ticket=abc#top'],
    ['HTTPS://Games.Example/Play', 'https://games.example/Play'],
    ['http://downloads.example/app.apk', 'http://downloads.example/app.apk'],
    ['  https://downloads.example/app.ipa  ', 'https://downloads.example/app.ipa'],
    ['https://chat.example:8443/room/1', 'https://chat.example:8443/room/1'],
    ['https://example.com/a b', 'https://example.com/a%20b'],
  ])('%j is external: %j', (url, href) => {
    expect(checkNavigableUrl(url)).toEqual({ kind: 'external', href });
  });

  it.each([
    ['/m/home', '/m/home'],
    ['/m', '/m'],
    ['/m/', '/m/'],
    ['/m/activity?id=7#terms', '/m/activity?id=7#terms'],
    ['/m/launchGame?playType=ent&gameId=7', '/m/launchGame?playType=ent&gameId=7'],
    ['/m/member/../vip', '/m/vip'],
    ['/m/./help', '/m/help'],
  ])('%j is an in-app route: %j', (url, href) => {
    expect(checkNavigableUrl(url)).toEqual({ kind: 'route', href });
  });

  it('allows mailto: and tel: only where contact links are asked for, never scripts', () => {
    expect(checkNavigableUrl('mailto:help@example.com', { contact: true })).toEqual({ kind: 'external', href: 'mailto:help@example.com' });
    expect(checkNavigableUrl('tel:+84900000000', { contact: true })).toEqual({ kind: 'external', href: 'tel:+84900000000' });
    expect(checkNavigableUrl('javascript:alert(1)', { contact: true })).toEqual({ kind: 'refused' });
    expect(checkNavigableUrl('data:text/html,x', { contact: true })).toEqual({ kind: 'refused' });
  });
});

describe("checkNavigableUrl: a page of the app's own site outside the app", () => {
  const origin = 'https://brand.example';

  it('is external on that origin when the caller names it, and refused otherwise', () => {
    expect(checkNavigableUrl('/wps/game/demo/play/t1', { origin })).toEqual({
      kind: 'external',
      href: 'https://brand.example/wps/game/demo/play/t1',
    });
    expect(checkNavigableUrl('/wps/game/demo/play/t1')).toEqual({ kind: 'refused' });
    expect(checkNavigableUrl('/m/home', { origin })).toEqual({ kind: 'route', href: '/m/home' });
  });

  it.each(['//evil.example/x', '/\\evil.example', '\\evil.example', 'javascript:alert(1)', ' /\u0000x'])('still refuses %j', (url) => {
    expect(checkNavigableUrl(url, { origin })).toEqual({ kind: 'refused' });
  });

  it('refuses everything relative when the origin given is not a web origin', () => {
    expect(checkNavigableUrl('/wps/x', { origin: 'null' })).toEqual({ kind: 'refused' });
    expect(checkNavigableUrl('/wps/x', { origin: 'file:///' })).toEqual({ kind: 'refused' });
  });
});

describe('navigableHref', () => {
  it('is the href of a URL that passes and null otherwise', () => {
    expect(navigableHref('https://example.com/x')).toBe('https://example.com/x');
    expect(navigableHref('/m/vip')).toBe('/m/vip');
    expect(navigableHref('javascript:alert(1)')).toBeNull();
  });
});
