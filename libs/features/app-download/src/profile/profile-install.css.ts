import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

// The status region stays in the page so screen readers announce the message when it appears.
export const live = style({ display: 'contents' });

const rise = keyframes({ from: { opacity: 0, transform: 'translate(-50%, 8px)' }, to: { opacity: 1, transform: 'translate(-50%, 0)' } });

export const message = style({
  position: 'fixed',
  left: '50%',
  bottom: `calc(${vars.spacing.xl} + env(safe-area-inset-bottom, 0px))`,
  transform: 'translateX(-50%)',
  zIndex: 30,
  width: 'min(90vw, 360px)',
  margin: 0,
  padding: `${vars.spacing.md} ${vars.spacing.lg}`,
  borderRadius: vars.radii.md,
  background: vars.colors.text,
  color: vars.colors.background,
  fontSize: vars.typography.fontSize.md,
  textAlign: 'center',
  boxShadow: '0 6px 24px rgba(0, 0, 0, 0.25)',
  animation: `${rise} 200ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
