import { style } from '@vanilla-extract/css';
import { GRID_GAP, MIN_COLUMNS, MIN_TILE_WIDTH } from './grid-layout';

export const grid = style({ position: 'relative', width: '100%' });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  display: 'grid',
  columnGap: GRID_GAP,
  alignItems: 'start',
});

// The same columns as gridLayout(): at least MIN_TILE_WIDTH px a tile, never fewer than three a row.
export const skeleton = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${MIN_TILE_WIDTH}px, (100% - ${2 * GRID_GAP}px) / ${MIN_COLUMNS}), 1fr))`,
  gap: GRID_GAP,
});

export const skeletonTile = style({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 });

export const skeletonIcon = style({ aspectRatio: '1 / 1' });
