import { focusRing } from '@playdeck/ui/box';
import { keyframes, style } from '@vanilla-extract/css';
import { marqueeTrack } from '../motion/marquee.css';

export const VISIBLE_ROWS = 5;

const scroll = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(-50%)' } });

/** Its height, VISIBLE_ROWS winner rows, is set where the rows' height is known (winner-ticker.tsx). */
export const viewport = style([
  focusRing.textThick,
  { overflow: 'hidden', '@media': { '(prefers-reduced-motion: reduce)': { overflowY: 'auto' } } },
]);

export const track = style([
  marqueeTrack,
  { animationName: scroll, '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } },
]);
