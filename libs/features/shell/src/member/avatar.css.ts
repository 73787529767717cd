import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  borderRadius: '50%',
  background: vars.colors.secondary,
  color: vars.colors.onSecondary,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: 1,
  objectFit: 'cover',
});
