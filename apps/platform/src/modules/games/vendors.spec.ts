import { beforeEach, describe, expect, it } from 'vitest';
import { buildVendorStructure, contract } from '@playdeck/api';
import { callPlatform, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';

describe('games.vendors and games.vendorGameTypes', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const lanesOf = async (options: Parameters<typeof callPlatform<typeof contract.games.vendors>>[2] = {}) =>
    valueOf(await callPlatform(platform, contract.games.vendors, options)).data.lanes;

  it('answers the lanes in the platform order with every spec vendor and 600+ games', async () => {
    const lanes = await lanesOf({ query: { language: 'EN' } });
    expect(lanes.map((lane) => lane.gameClassify)).toEqual(['LOTT', 'LIVE', 'RNG', 'SPORTS', 'PVP', 'FISH']);
    expect(lanes.map((lane) => lane.title)).toEqual(['Lottery', 'Live Casino', 'Slots', 'Sports', 'Card Games', 'Fishing']);
    const codes = lanes.flatMap((lane) => lane.cards.map((card) => card.vassalage));
    for (const code of [
      'JL',
      'PG',
      'BTI',
      'SEX',
      'AV',
      'AI',
      'IMES',
      'TF',
      'IA',
      'DS88',
      'DIG',
      'TCG_LOTTO_VN',
      'TCG_SEA',
      'LOTT',
      'ELOTT',
    ]) {
      expect(codes).toContain(code);
    }
    const total = lanes.flatMap((lane) => lane.cards).reduce((sum, card) => sum + card.gameCount, 0);
    expect(total).toBeGreaterThanOrEqual(600);
    expect(lanes.every((lane) => lane.cards.every((card) => card.gameType === lane.gameClassify && card.gameCount > 0))).toBe(true);
  });

  it('names lanes in the requested language, else the Language header, else the brand default (TY)', async () => {
    expect((await lanesOf())[0]!.title).toBe('Xổ Số');
    expect((await lanesOf({ headers: { language: 'EN' } }))[0]!.title).toBe('Lottery');
    expect((await lanesOf({ query: { language: 'TY' }, headers: { language: 'EN' } }))[2]!.title).toBe('Nổ Hũ');
  });

  it('gives the client what it needs for the spec order: cockfight after LIVE, e-sports after PVP', async () => {
    const { sorting, mapping } = buildVendorStructure(await lanesOf());
    expect(sorting.map((entry) => entry.gameCategory)).toEqual(['LOTT', 'LIVE', 'COCKFIGHT', 'RNG', 'SPORTS', 'PVP', 'ESPORTS', 'FISH']);
    expect(mapping.ESPORTS!.map((card) => card.vassalage)).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(mapping.COCKFIGHT!.map((card) => card.vassalage)).toEqual(['DS88', 'DIG']);
    expect(mapping.SPORTS!.map((card) => card.vassalage)).toEqual(['BTI', 'SABA', 'CMD']);
  });

  it('serves a trial merchant its real merchant catalogue, and each merchant its own', async () => {
    const playdeck = await lanesOf();
    expect(await lanesOf({ merchant: 'PLAYDECKtrial' })).toEqual(playdeck);
    const lucky = await lanesOf({ merchant: 'LUCKYSTAR' });
    expect(lucky.map((lane) => lane.gameClassify)).toEqual(playdeck.map((lane) => lane.gameClassify));
    const names = async (merchant: string) =>
      valueOf(await callPlatform(platform, contract.games.gameList, { merchant, query: { gameType: 'RNG', pageSize: 10 } })).games.map(
        (game) => game.gameName,
      );
    expect(await names('LUCKYSTAR')).not.toEqual(await names('PLAYDECK'));
  });

  it('answers the vendor game types by lane and vendor with their classifications', async () => {
    const { content } = valueOf(
      await callPlatform(platform, contract.games.vendorGameTypes, { query: { typeId: 1, merchant_code: 'PLAYDECK' } }),
    );
    expect(Object.keys(content)).toEqual(['LOTT', 'LIVE', 'RNG', 'SPORTS', 'PVP', 'FISH']);
    expect(Object.keys(content.RNG!)).toEqual(['JL', 'PG', 'PP', 'CQ9', 'FC', 'KA', 'SG', 'HB', 'MG']);
    expect(content.RNG!.JL!.length).toBeGreaterThan(0);
    expect(content.RNG!.JL!.every((classify) => ['JP', 'SC', 'VP', 'AC'].includes(classify))).toBe(true);
    expect(content.PVP!.KM).toEqual(['TG']);
    expect(content.FISH!.JL).toEqual(['AC']);
    expect(content.LIVE!.SEX).toEqual([]);
    expect(content.SPORTS!.DS88).toEqual([]);
  });
});
