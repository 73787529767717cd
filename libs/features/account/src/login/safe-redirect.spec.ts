import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps in-app paths with their query and hash', () => {
    expect(safeRedirect('/m/voucherCenter')).toBe('/m/voucherCenter');
    expect(safeRedirect('/m/gameList?gameType=FISH&vassalage=JL#top')).toBe('/m/gameList?gameType=FISH&vassalage=JL#top');
  });

  it('sends everything else home', () => {
    for (const target of [
      null,
      undefined,
      '',
      'https://evil.test/m/home',
      '//evil.test/m/home',
      '/\\evil.test',
      '/m\\..\\evil',
      'javascript:alert(1)',
      '/m/../admin',
      '/other/page',
      'm/home',
      '/m/login',
      '/m/login/?redirect=/m/home',
    ]) {
      expect(safeRedirect(target)).toBe('/m/home');
    }
  });
});
