import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { MIN_TOUCH_TARGET } from '../../utils/shared.css';
import { OVERLAY_EXIT_MS } from './overlay-timing';

const enterMs = 220;
const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.94)' } });
const popOut = keyframes({ to: { opacity: 0, transform: 'scale(0.94)' } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' } });
const slideDown = keyframes({ to: { transform: 'translateY(100%)' } });

const reducedMotion = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };

export const mask = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
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

export const maskPlacement = styleVariants({
  center: { alignItems: 'center', justifyContent: 'center', padding: vars.spacing.lg },
  bottom: { alignItems: 'flex-end', justifyContent: 'center' },
});

const panelBase = style({
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

export const panel = styleVariants({
  center: [
    panelBase,
    {
      width: 'min(100%, 420px)',
      maxHeight: '85vh',
      borderRadius: vars.radii.lg,
      animation: `${popIn} ${enterMs}ms ease-out`,
      selectors: { '[data-state="closing"] > &': { animation: `${popOut} ${OVERLAY_EXIT_MS}ms ease-in forwards` } },
    },
  ],
  bottom: [
    panelBase,
    {
      width: 'min(100%, 640px)',
      maxHeight: '90vh',
      borderTopLeftRadius: vars.radii.lg,
      borderTopRightRadius: vars.radii.lg,
      paddingBottom: 'env(safe-area-inset-bottom)',
      animation: `${slideUp} ${enterMs}ms ease-out`,
      selectors: { '[data-state="closing"] > &': { animation: `${slideDown} ${OVERLAY_EXIT_MS}ms ease-in forwards` } },
    },
  ],
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
