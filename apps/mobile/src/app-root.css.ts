import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

export const appRoot = style({
  minHeight: '100dvh',
  background: vars.colors.background,
  color: vars.colors.text,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.regular,
  lineHeight: vars.typography.lineHeight,
  WebkitTextSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
});
