import { describe, expect, it } from 'vitest';
import type { VendorCard, VendorStructure } from '@playdeck/api';
import { lotteryLaunchPath, lotteryPlayType, lotteryPrizeMode, pageBackPath, parseLotteryLaunch } from './lottery-launch';

const card = (vassalage: string): VendorCard => ({
  vassalage,
  accountTypeName: vassalage,
  displayName: vassalage,
  gameType: 'LOTT',
  gameCount: 1,
});
const mapping = (...vendors: string[]): VendorStructure['mapping'] => ({ LOTT: vendors.map(card) });

describe('lotteryPlayType', () => {
  it.each([
    ['Entertainment', 'ent'],
    ['Tradition,Entertainment', 'ent'],
    ['Tradition', 'trad'],
    [null, 'trad'],
    ['', 'trad'],
  ] as const)('%s → %s', (lottoMode, playType) => {
    expect(lotteryPlayType(lottoMode)).toBe(playType);
  });
});

describe('lotteryPrizeMode', () => {
  it('is the e-lottery mode (Elott) for a game of the e-lottery vendor the mapping holds', () => {
    expect(lotteryPrizeMode('ELOTT', mapping('TCG_LOTTO_VN', 'ELOTT'))).toBe('Elott');
  });

  it('is the lottery mode when the mapping does not hold the e-lottery key', () => {
    expect(lotteryPrizeMode('ELOTT', mapping('TCG_LOTTO_VN', 'LOTT'))).toBe('Lott');
    expect(lotteryPrizeMode('ELOTT', undefined)).toBe('Lott');
  });

  it("is each other vendor's lottery mode: SEA for the SEA lotteries, Lott otherwise", () => {
    const all = mapping('TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT');
    expect(lotteryPrizeMode('TCG_SEA', all)).toBe('SEA');
    expect(lotteryPrizeMode('LOTT', all)).toBe('Lott');
    expect(lotteryPrizeMode('TCG_LOTTO_VN', all)).toBe('Lott');
  });
});

describe('lotteryLaunchPath', () => {
  it('opens an entertainment e-lottery with playType ent, prize mode Elott and pageBack home', () => {
    const game = { gameId: 7, gameCode: 'ELOTT_LOTT_001', gameGroupId: 6, lottoMode: 'Entertainment', vassalage: 'ELOTT' };
    expect(lotteryLaunchPath(game, mapping('ELOTT'))).toBe(
      '/m/launchGame?playType=ent&gameId=7&gameGroupId=6&prize_mode=Elott&code=ELOTT_LOTT_001&pageBack=home',
    );
  });

  it('opens a traditional lottery with playType trad and its lottery mode', () => {
    const game = { gameId: 8, gameCode: 'VN_001', gameGroupId: null, lottoMode: 'Tradition', vassalage: 'TCG_SEA' };
    expect(lotteryLaunchPath(game, mapping('TCG_SEA', 'ELOTT'))).toBe(
      '/m/launchGame?playType=trad&gameId=8&prize_mode=SEA&code=VN_001&pageBack=home',
    );
  });
});

describe('parseLotteryLaunch', () => {
  it('reads the route query', () => {
    const search = new URLSearchParams('playType=ent&gameId=7&gameGroupId=6&prize_mode=Elott&code=ELOTT_LOTT_001&pageBack=home');
    expect(parseLotteryLaunch(search)).toEqual({
      playType: 'ent',
      gameId: 7,
      gameGroupId: 6,
      prize_mode: 'Elott',
      code: 'ELOTT_LOTT_001',
      pageBack: 'home',
    });
  });

  it('defaults playType to trad and pageBack to home', () => {
    expect(parseLotteryLaunch(new URLSearchParams('gameId=7'))).toEqual({ playType: 'trad', gameId: 7, pageBack: 'home' });
  });

  it.each(['', 'gameId=abc', 'gameId=-1', 'gameId=7&prize_mode=Jackpot', 'gameId=7&playType=lotto'])('refuses %j', (query) => {
    expect(parseLotteryLaunch(new URLSearchParams(query))).toBeNull();
  });
});

describe('pageBackPath', () => {
  it('goes to a known route, and home for anything else', () => {
    expect(pageBackPath('home')).toBe('/m/home');
    expect(pageBackPath('gameCenter')).toBe('/m/gameCenter');
    expect(pageBackPath('https://evil.example')).toBe('/m/home');
  });
});
