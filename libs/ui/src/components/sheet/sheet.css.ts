import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { closingPanel, enterMs, OVERLAY_EXIT_MS, reducedMotion } from '../overlay/overlay.css';

const slideUp = keyframes({ from: { transform: 'translateY(100%)' } });
const slideDown = keyframes({ to: { transform: 'translateY(100%)' } });

export const mask = style({ alignItems: 'flex-end' });

export const panel = style({
  width: 'min(100%, 640px)',
  maxHeight: '90vh',
  borderTopLeftRadius: vars.radii.lg,
  borderTopRightRadius: vars.radii.lg,
  // Keeps the last action clear of the iPhone home indicator.
  paddingBottom: 'env(safe-area-inset-bottom)',
  animation: `${slideUp} ${enterMs}ms ease-out`,
  selectors: { [closingPanel]: { animation: `${slideDown} ${OVERLAY_EXIT_MS}ms ease-in forwards` } },
  '@media': reducedMotion,
});

export const handle = style({
  alignSelf: 'center',
  width: 36,
  height: 4,
  marginTop: vars.spacing.sm,
  borderRadius: vars.radii.pill,
  background: vars.colors.border,
  flexShrink: 0,
});
