import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const link = style({
  color: vars.colors.primary,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  // A 44px tap target without changing the line's height.
  display: 'inline-block',
  paddingBlock: 12,
  marginBlock: -12,
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing.sm,
  minHeight: 44,
  fontSize: vars.typography.fontSize.sm,
  cursor: 'pointer',
});

export const checkInput = style({
  width: 20,
  height: 20,
  margin: 0,
  accentColor: vars.colors.primary,
  cursor: 'pointer',
});
