import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const root = style({
  display: 'block',
  backgroundColor: vars.colors.surfaceAlt,
  backgroundImage: `linear-gradient(90deg, ${vars.colors.surfaceAlt} 25%, ${vars.colors.border} 50%, ${vars.colors.surfaceAlt} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
  },
});

export const shape = styleVariants({
  line: { height: '1em', borderRadius: vars.radii.sm, selectors: { '& + &': { marginTop: vars.spacing.sm } } },
  rect: { borderRadius: vars.radii.md },
  circle: { borderRadius: '50%', flexShrink: 0 },
});
