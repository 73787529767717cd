import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { marqueeTrack } from '../motion/marquee.css';

export const VISIBLE_ROWS = 5;

const scroll = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(-50%)' } });

/** Its height, VISIBLE_ROWS winner rows, is set where the rows' height is known (winner-ticker.tsx). */
export const viewport = style({
  overflow: 'hidden',
  '@media': { '(prefers-reduced-motion: reduce)': { overflowY: 'auto' } },
  ':focus-visible': { outline: `3px solid ${vars.colors.text}`, outlineOffset: 2 },
});

export const track = style([
  marqueeTrack,
  { animationName: scroll, '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } },
]);

export const repeat = style({
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});
