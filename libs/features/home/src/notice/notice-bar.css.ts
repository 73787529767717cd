import { focusRing, grow, sprinkles, touchTarget } from '@playdeck/ui/box';
import { keyframes, style } from '@vanilla-extract/css';
import { marqueeTrack } from '../motion/marquee.css';

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

export const bar = style([
  touchTarget,
  focusRing.primary,
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', minWidth: 0, color: 'text' }),
]);

export const icon = sprinkles({ flexShrink: 0, color: 'primary' });

export const viewport = style([grow, sprinkles({ overflow: 'hidden' })]);

// Bespoke: the reduced-motion rules below override its display, so it stays one class.
export const track = style([
  marqueeTrack,
  {
    display: 'inline-flex',
    whiteSpace: 'nowrap',
    animationName: scroll,
    '@media': {
      '(prefers-reduced-motion: reduce)': { display: 'block', animation: 'none', overflow: 'hidden', textOverflow: 'ellipsis' },
    },
  },
]);

export const copy = style([sprinkles({ fontSize: 'sm' }), { display: 'inline-flex' }]);

export const title = sprinkles({ paddingRight: 'xl' });

export const status = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', fontSize: 'sm', color: 'textMuted' }),
  { minHeight: 44 },
]);
