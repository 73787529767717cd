import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.sm,
  padding: `${vars.spacing.sm} ${vars.spacing.md}`,
  background: vars.colors.surfaceAlt,
  color: vars.colors.text,
  fontSize: vars.typography.fontSize.sm,
});

export const text = style({ flex: 1, margin: 0 });

export const action = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.spacing.md}`,
  borderRadius: vars.radii.pill,
  background: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.text}`, outlineOffset: 2 },
});
