import { style } from '@vanilla-extract/css';
import { GRID_GAP } from './grid-layout';

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
