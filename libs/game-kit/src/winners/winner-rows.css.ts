import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const ROW_HEIGHT = 40;

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 0.8fr) minmax(0, 1.2fr) auto',
  alignItems: 'center',
  gap: vars.spacing.sm,
  height: ROW_HEIGHT,
  borderBottom: `1px solid ${vars.colors.border}`,
  fontSize: vars.typography.fontSize.sm,
});

export const cell = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const amount = style({
  color: vars.colors.success,
  fontWeight: vars.typography.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
