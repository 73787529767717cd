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
