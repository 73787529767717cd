import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.sm,
  padding: `${vars.spacing.xs} ${vars.spacing.xs} ${vars.spacing.xs} ${vars.spacing.md}`,
  background: vars.colors.surfaceAlt,
  color: vars.colors.text,
  fontSize: vars.typography.fontSize.sm,
});

export const text = style({ flex: 1, margin: 0 });

export const action = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.spacing.md}`,
  borderRadius: vars.radii.pill,
  background: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontWeight: vars.typography.fontWeight.bold,
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.text}`, outlineOffset: 2 },
});

export const close = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.colors.textMuted,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.colors.text}`, outlineOffset: -2 },
});
