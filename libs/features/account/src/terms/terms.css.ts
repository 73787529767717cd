import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const checkbox = style({ width: 20, height: 20, margin: '2px 0 0', flexShrink: 0, accentColor: vars.colors.primary });

export const label = style({ fontSize: vars.typography.fontSize.sm, lineHeight: vars.typography.lineHeight, color: vars.colors.text });

export const link = style({
  display: 'inline',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.colors.primary,
  font: 'inherit',
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
});
