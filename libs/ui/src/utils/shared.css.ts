import { keyframes, style } from '@vanilla-extract/css';

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '1.1em',
  height: '1.1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  flexShrink: 0,
  '@media': {
    // A still ring would read as "stuck"; a slow turn still signals progress without vestibular strain.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2s' },
  },
});

export const MIN_TOUCH_TARGET = 44;
