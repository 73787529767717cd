import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const amount = style({
  fontWeight: vars.typography.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const retry = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.spacing.xs}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.typography.fontSize.xs,
  textDecoration: 'underline',
  cursor: 'pointer',
});
