import { describe, expect, it } from 'vitest';
import { vendorItemWidth } from './vendor-row-rules';

describe('vendorItemWidth', () => {
  it.each(['FISH', 'PVP', 'ELOTT'])('%s rows are 420 wide', (category) => {
    expect(vendorItemWidth(category)).toBe(420);
  });

  it.each(['LOTT', 'LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'COCKFIGHT'])('%s rows are 280 wide', (category) => {
    expect(vendorItemWidth(category)).toBe(280);
  });
});
