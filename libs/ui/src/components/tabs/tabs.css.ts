import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { MIN_TOUCH_TARGET } from '../../utils/shared.css';

export const list = style({
  display: 'flex',
  gap: vars.spacing.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  borderBottom: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  minHeight: MIN_TOUCH_TARGET,
  minWidth: MIN_TOUCH_TARGET,
  padding: `0 ${vars.spacing.md}`,
  border: 0,
  background: 'transparent',
  color: vars.colors.textMuted,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.regular,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[aria-selected="true"]': { color: vars.colors.primary, fontWeight: vars.typography.fontWeight.bold },
    '&[aria-selected="true"]::after': {
      content: '""',
      position: 'absolute',
      left: vars.spacing.md,
      right: vars.spacing.md,
      bottom: 0,
      height: 3,
      borderRadius: vars.radii.pill,
      background: vars.colors.primary,
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: -2 },
  },
});

export const panel = style({
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 } },
});
