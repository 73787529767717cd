import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.md });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.spacing.sm,
  fontSize: vars.typography.fontSize.sm,
});

export const muted = style({ color: vars.colors.textMuted });

export const link = style({
  color: vars.colors.primary,
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
  cursor: 'pointer',
});

export const checkInput = style({
  width: 20,
  height: 20,
  margin: 0,
  accentColor: vars.colors.primary,
  cursor: 'pointer',
});
