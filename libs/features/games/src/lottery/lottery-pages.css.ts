import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const prizes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(88px, auto) 1fr',
  gap: `${vars.spacing.xs} ${vars.spacing.sm}`,
  margin: 0,
});
export const prizeLabel = style({ color: vars.colors.textMuted, fontSize: vars.typography.fontSize.sm });
export const numbers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.spacing.xs,
  margin: 0,
  fontWeight: vars.typography.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const topNumber = style({ color: vars.colors.primary, fontSize: vars.typography.fontSize.lg });
export const regions = style({ display: 'flex', gap: vars.spacing.xs, overflowX: 'auto', paddingBottom: 2 });
export const lotteryRow = style({ display: 'flex', alignItems: 'center', gap: vars.spacing.sm });
export const icon = style({ width: 48, flexShrink: 0, borderRadius: vars.radii.md });
export const grow = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }), { flex: 1, minWidth: 0 }]);
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.sm });
export const link = style({
  color: vars.colors.primary,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
});
