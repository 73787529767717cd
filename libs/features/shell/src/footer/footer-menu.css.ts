import { style } from '@vanilla-extract/css';
import { listResetShape, truncateShape, vars } from '@playdeck/ui/theme';

export const FOOTER_HEIGHT = 56;

export const nav = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 20,
  paddingBottom: 'env(safe-area-inset-bottom)',
  background: vars.colors.footerBackground,
  borderTop: `1px solid ${vars.colors.border}`,
});

export const list = style({
  display: 'flex',
  ...listResetShape,
  height: FOOTER_HEIGHT,
});

export const item = style({ flex: 1, minWidth: 0 });

export const link = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  height: '100%',
  color: vars.colors.footerText,
  fontSize: vars.typography.fontSize.xs,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.colors.footerActive, fontWeight: vars.typography.fontWeight.bold },
  },
  ':focus-visible': { outline: `2px solid ${vars.colors.footerActive}`, outlineOffset: -4 },
});

export const label = style({ maxWidth: '100%', ...truncateShape });

export const iconWrap = style({ position: 'relative', display: 'inline-flex' });
