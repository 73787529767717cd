import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { MIN_TOUCH_TARGET } from '../../utils/shared.css';
import { OVERLAY_EXIT_MS } from './overlay-timing';

/** Shared by the modal and sheet panel animations so mask and panel move together. */
export const enterMs = 220;
export { OVERLAY_EXIT_MS };
const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });

export const reducedMotion = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };

/** Selector for a panel whose overlay is playing its closing animation. */
export const closingPanel = '[data-state="closing"] > &';

export const mask = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  justifyContent: 'center',
  background: vars.colors.overlay,
  overscrollBehavior: 'contain',
  WebkitTapHighlightColor: 'transparent',
  animation: `${fadeIn} ${enterMs}ms ease-out`,
  selectors: {
    '&[data-state="closing"]': {
      animation: `${fadeOut} ${OVERLAY_EXIT_MS}ms ease-in forwards`,
      pointerEvents: 'none',
    },
  },
  '@media': reducedMotion,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.colors.surface,
  color: vars.colors.text,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight,
  boxShadow: '0 8px 32px rgba(0, 0, 0, 0.25)',
  outline: 'none',
  '@media': reducedMotion,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.sm,
  minHeight: MIN_TOUCH_TARGET + 8,
  paddingInline: vars.spacing.lg,
  borderBottom: `1px solid ${vars.colors.border}`,
  flexShrink: 0,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: MIN_TOUCH_TARGET,
  height: MIN_TOUCH_TARGET,
  marginRight: `calc(${vars.spacing.md} * -1)`,
  marginLeft: 'auto',
  padding: 0,
  border: 0,
  borderRadius: vars.radii.pill,
  background: 'transparent',
  color: vars.colors.textMuted,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: -2 } },
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.spacing.lg,
});

export const footer = style({
  display: 'flex',
  gap: vars.spacing.sm,
  padding: vars.spacing.lg,
  paddingTop: 0,
  flexShrink: 0,
});
