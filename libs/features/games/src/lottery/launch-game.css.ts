import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.md,
  padding: vars.spacing.md,
  textAlign: 'center',
});
export const icon = style({ width: 120, borderRadius: vars.radii.lg });
export const name = style({ margin: 0, fontSize: vars.typography.fontSize.lg });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: `${vars.spacing.xs} ${vars.spacing.md}`,
  margin: 0,
  textAlign: 'left',
});
export const term = style({ color: vars.colors.textMuted, fontSize: vars.typography.fontSize.sm });
export const value = style({ margin: 0, fontWeight: vars.typography.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const modes = style({ display: 'flex', gap: vars.spacing.xs, border: 'none', margin: 0, padding: 0 });
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xs, width: '100%', maxWidth: 320 });
