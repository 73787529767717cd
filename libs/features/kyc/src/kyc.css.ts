import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui';

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.spacing.sm,
});

export const figure = style({ margin: 0, minWidth: 0, display: 'grid', gap: vars.spacing.xs });

export const image = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radii.sm,
  background: vars.colors.surfaceAlt,
});
