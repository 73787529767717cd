import { describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { eq } from 'drizzle-orm';
import { games, merchants } from '../../../db/schema';
import { callPlatform, valueOf } from '../../../testing/call-platform';
import { resetTestPlatform } from '../../../testing/test-platform';
import { containsPattern, foldForSearch, gameSearchText } from './search-text';

describe('search text', () => {
  it('folds case and Vietnamese diacritics', () => {
    expect(foldForSearch('  Rồng   VÀNG Đỏ ')).toBe('rong vang do');
    expect(gameSearchText('Golden Dragon', 'Rồng Vàng')).toBe('golden dragon | rong vang');
  });

  it('takes LIKE wildcards literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('the seeded catalogue', () => {
  it('is the same after every reset, with 600+ games per merchant from the spec options', async () => {
    let platform = await resetTestPlatform();
    const snapshot = async () => valueOf(await callPlatform(platform, contract.games.gameList, { query: { pageSize: 100, pageNo: 4 } }));
    const before = await snapshot();
    platform = await resetTestPlatform();
    expect(await snapshot()).toEqual(before);

    const realMerchants = await platform.services.db.select().from(merchants).where(eq(merchants.isTrial, false));
    for (const merchant of realMerchants) {
      const rows = await platform.services.db.select().from(games).where(eq(games.merchantId, merchant.id));
      expect(rows.length).toBeGreaterThanOrEqual(600);
      expect(rows.every((game) => [1, 5, 10, 50, 75].includes(game.minBet))).toBe(true);
      expect(rows.every((game) => game.classify === null || ['JP', 'SC', 'VP', 'TG', 'AC'].includes(game.classify))).toBe(true);
      const slots = rows.filter((game) => game.category === 'RNG');
      expect(new Set(slots.map((game) => game.nameEn)).size).toBe(slots.length);
      expect(rows.filter((game) => game.isNew).length).toBeGreaterThan(0);
      expect(rows.filter((game) => game.hotRank !== null)).toHaveLength(40);
    }
  });
});
