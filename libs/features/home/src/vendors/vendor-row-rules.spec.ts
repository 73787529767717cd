import { describe, expect, it } from 'vitest';
import { vendorDestination, vendorItemWidth } from './vendor-row-rules';

describe('vendorItemWidth', () => {
  it.each(['FISH', 'PVP', 'ELOTT'])('%s rows are 420 wide', (category) => {
    expect(vendorItemWidth(category)).toBe(420);
  });

  it.each(['LOTT', 'LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'COCKFIGHT'])('%s rows are 280 wide', (category) => {
    expect(vendorItemWidth(category)).toBe(280);
  });
});

describe('vendorDestination', () => {
  it('sends slots vendors to their slots centre', () => {
    expect(vendorDestination('RNG', 'PG')).toBe('/m/slotsCenter?vassalage=PG');
  });

  it('sends other vendors to the game list of their category', () => {
    expect(vendorDestination('LIVE', 'EVO')).toBe('/m/gameList?gameType=LIVE&vassalage=EVO');
    expect(vendorDestination('ESPORTS', 'AV')).toBe('/m/gameList?gameType=ESPORTS&vassalage=AV');
  });
});
