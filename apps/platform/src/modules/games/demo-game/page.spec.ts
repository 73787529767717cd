import { describe, expect, it } from 'vitest';
import { demoGameHtml } from './page';

describe('demoGameHtml', () => {
  it('escapes the game name and keeps the embedded settings inside their script', () => {
    const html = demoGameHtml({
      gameName: '<img src=x onerror=alert(1)>',
      vendor: 'PG',
      merchantCode: 'PLAYDECK',
      playToken: 'a'.repeat(43),
      language: 'EN',
      nonce: 'n0nce',
    });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('<script nonce="n0nce">');
    expect(html).toContain('"playToken":"' + 'a'.repeat(43) + '"');
  });

  it('speaks the launch language', () => {
    const page = { gameName: 'Rồng Vàng', vendor: 'JL', merchantCode: 'PLAYDECK', playToken: 'b'.repeat(43), nonce: 'n' };
    expect(demoGameHtml({ ...page, language: 'TY' })).toContain('Quay');
    expect(demoGameHtml({ ...page, language: 'EN' })).toContain('Spin');
  });
});
