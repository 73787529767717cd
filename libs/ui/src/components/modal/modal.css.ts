import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { closingPanel, enterMs, OVERLAY_EXIT_MS, reducedMotion } from '../overlay/overlay.css';

const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.94)' } });
const popOut = keyframes({ to: { opacity: 0, transform: 'scale(0.94)' } });

export const mask = style({ alignItems: 'center', padding: vars.spacing.lg });

export const panel = style({
  width: 'min(100%, 420px)',
  maxHeight: '85vh',
  borderRadius: vars.radii.lg,
  animation: `${popIn} ${enterMs}ms ease-out`,
  selectors: { [closingPanel]: { animation: `${popOut} ${OVERLAY_EXIT_MS}ms ease-in forwards` } },
  '@media': reducedMotion,
});
