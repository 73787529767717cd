import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The sheen slides across by transform alone, which the compositor animates without the main thread: a
// background-position shimmer restyled and repainted every skeleton on every frame while a page loaded
// (issue 15, item 4).
const shimmer = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

export const root = style({
  display: 'block',
  position: 'relative',
  overflow: 'hidden',
  backgroundColor: vars.colors.surfaceAlt,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.colors.border} 50%, transparent 100%)`,
    animation: `${shimmer} 1.4s ease-in-out infinite`,
  },
  selectors: {
    // Off screen, Chrome runs even a transform animation on the main thread: no sheen there at all.
    '&[data-off-screen]::after': { display: 'none' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { display: 'none' } } },
  },
});

export const shape = styleVariants({
  line: { height: '1em', borderRadius: vars.radii.sm, selectors: { '& + &': { marginTop: vars.spacing.sm } } },
  rect: { borderRadius: vars.radii.md },
  circle: { borderRadius: '50%', flexShrink: 0 },
});
