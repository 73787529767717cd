import { style } from '@vanilla-extract/css';

/** The custom property a marquee's duration travels in, set by useMarquee from the content's length. */
export const MARQUEE_DURATION = '--marquee-duration';

/**
 * What every marquee track shares: a linear endless loop whose duration comes from the content's length
 * (set by useMarquee), held still while `data-motion` says paused or off.
 */
export const marqueeTrack = style({
  animationDuration: `var(${MARQUEE_DURATION}, 20s)`,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    '&[data-motion="paused"]': { animationPlayState: 'paused' },
    '&[data-motion="off"]': { animationName: 'none' },
  },
  ':hover': { animationPlayState: 'paused' },
});

/**
 * The second copy a seamless loop scrolls into view: without motion the first copy stands alone. Doubled, as the
 * copy's own class (in a stylesheet loaded after this one) sets its display.
 */
export const marqueeRepeat = style({ '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&&': { display: 'none' } } } } });
