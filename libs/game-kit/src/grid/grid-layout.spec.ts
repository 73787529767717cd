import { describe, expect, it } from 'vitest';
import { gridLayout, rowItems } from './grid-layout';

describe('gridLayout', () => {
  it('lays a phone out three games a row', () => {
    expect(gridLayout(360).columns).toBe(3);
    expect(gridLayout(390).columns).toBe(3);
  });

  it('never goes below three columns, and fits more on wide screens', () => {
    expect(gridLayout(200).columns).toBe(3);
    expect(gridLayout(430).columns).toBe(4);
    expect(gridLayout(5000).columns).toBe(8);
  });

  it('gives rows the square icon plus the name and gaps', () => {
    // (360 - 16) / 3 = 114.67 → 114.67 + 4 + 34 + 8
    expect(gridLayout(360).rowHeight).toBe(161);
  });
});

describe('rowItems', () => {
  it('slices one row, the last one possibly short', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(rowItems(items, 0, 3)).toEqual([1, 2, 3]);
    expect(rowItems(items, 2, 3)).toEqual([7]);
  });
});
