import { describe, expect, it } from 'vitest';
import { demoGameHtml, MONEY_FORMAT_SCRIPT } from './page';

describe('demoGameHtml', () => {
  it('escapes the game name and keeps the embedded settings inside their script', () => {
    const html = demoGameHtml({
      gameName: '<img src=x onerror=alert(1)>',
      vendor: 'PG',
      merchantCode: 'PLAYDECK',
      playToken: 'a'.repeat(43),
      language: 'EN',
      freePlay: false,
      nonce: 'n0nce',
    });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('<script nonce="n0nce">');
    expect(html).toContain('"playToken":"' + 'a'.repeat(43) + '"');
  });

  it('speaks the launch language', () => {
    const page = { gameName: 'Rồng Vàng', vendor: 'JL', merchantCode: 'PLAYDECK', playToken: 'b'.repeat(43), freePlay: false, nonce: 'n' };
    expect(demoGameHtml({ ...page, language: 'TY' })).toContain('Quay');
    expect(demoGameHtml({ ...page, language: 'EN' })).toContain('Spin');
  });

  it('says Free play only to a free-play launch, never to a real-money player', () => {
    const page = { gameName: 'Lucky', vendor: 'PG', merchantCode: 'PLAYDECK', playToken: 'c'.repeat(43), nonce: 'n' };
    expect(demoGameHtml({ ...page, language: 'EN', freePlay: false })).not.toContain('Free play');
    expect(demoGameHtml({ ...page, language: 'TY', freePlay: false })).not.toContain('Chơi thử');
    expect(demoGameHtml({ ...page, language: 'EN', freePlay: true })).toContain('>Free play</span>');
    expect(demoGameHtml({ ...page, language: 'TY', freePlay: true })).toContain('>Chơi thử</span>');
  });

  it("shows amounts as the app does: symbol, grouped thousands, the merchant's display decimals", () => {
    const formatMoney = new Function(`${MONEY_FORMAT_SCRIPT}; return formatMoney;`)() as (
      symbol: string,
      decimals: number,
      value: number,
    ) => string;
    expect(formatMoney('₱', 2, 6500.37)).toBe('₱6,500.37');
    expect(formatMoney('₱', 2, 1234567.5)).toBe('₱1,234,567.50');
    expect(formatMoney('$', 2, 999)).toBe('$999.00');
    expect(formatMoney('₫', 0, -2000)).toBe('-₫2,000');
    expect(formatMoney('₫', 0, 1234567)).toBe('₫1,234,567');
    expect(formatMoney('₫', 0, 6500.37)).toBe('₫6,500.37');
    expect(formatMoney('₫', 0, 6500.5)).toBe('₫6,500.50');
    expect(formatMoney('X', 1, 6500.5)).toBe('X6,500.5');
  });
});
