import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.xs });
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.spacing.sm}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surfaceAlt,
  color: vars.colors.primary,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});
