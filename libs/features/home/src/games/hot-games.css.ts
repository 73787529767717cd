import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const nav = style({
  position: 'absolute',
  top: vars.spacing.xs,
  right: vars.spacing.xs,
  display: 'flex',
  gap: vars.spacing.xs,
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: vars.colors.primary,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}` },
});

// Swiper centres itself with auto margins, which in the section's flex column would size it to its
// slides, and the slides to it, without end: give it the section's width.
export const carousel = style({ width: '100%' });

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xs,
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.colors.text,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.xs,
  textAlign: 'center',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const icon = style({ borderRadius: vars.radii.md });

export const name = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.6em',
});
