import { style } from '@vanilla-extract/css';
import { iconButtonShape, vars } from '@playdeck/ui/theme';
import { FOOTER_HEIGHT } from '../footer/footer-menu.css';

/** The button's side; the page keeps this much (and its margins) clear at its end, see shell-layout.css. */
export const FLOAT_BUTTON_SIZE = 48;

export const button = style({
  position: 'fixed',
  insetInlineEnd: vars.spacing.lg,
  bottom: `calc(${vars.spacing.lg} + env(safe-area-inset-bottom))`,
  zIndex: 15,
  ...iconButtonShape(FLOAT_BUTTON_SIZE),
  borderRadius: '50%',
  background: vars.colors.secondary,
  color: vars.colors.onSecondary,
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.25)',
  transition: 'transform 200ms ease-out',
  ':focus-visible': { outline: `3px solid ${vars.colors.text}`, outlineOffset: 2 },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/**
 * Docked: slid toward the screen's edge until only a sliver as wide as the pages' smallest side margin shows,
 * so it never lies over content; focused from the keyboard, it comes out whole.
 */
export const docked = style({
  transform: `translateX(calc(100% + ${vars.spacing.lg} - ${vars.spacing.sm}))`,
  selectors: { '&:focus-visible': { transform: 'none' } },
});

/** One pixel tall and pulled up by as much: the observer needs an area, the page must not grow. */
export const pageEnd = style({ display: 'block', height: 1, marginTop: -1, pointerEvents: 'none' });

export const aboveFooter = style({
  bottom: `calc(${FOOTER_HEIGHT}px + ${vars.spacing.lg} + env(safe-area-inset-bottom))`,
});
