import { style } from '@vanilla-extract/css';
import { iconButtonShape, pillShape, vars } from '@playdeck/ui/theme';

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
  ...pillShape,
  flexShrink: 0,
  padding: `0 ${vars.spacing.md}`,
  background: vars.colors.primary,
  color: vars.colors.onPrimary,
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.colors.text}`, outlineOffset: 2 },
});

export const close = style({
  ...iconButtonShape(44),
  flexShrink: 0,
  borderRadius: '50%',
  color: vars.colors.textMuted,
  ':focus-visible': { outline: `2px solid ${vars.colors.text}`, outlineOffset: -2 },
});
