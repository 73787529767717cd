import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { MIN_TOUCH_TARGET } from '../../utils/shared.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xs,
  fontFamily: vars.typography.fontFamily,
  color: vars.colors.text,
});

export const label = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.sm,
  minHeight: MIN_TOUCH_TARGET,
  paddingInline: vars.spacing.md,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  selectors: {
    '&:focus-within': { borderColor: vars.colors.primary, boxShadow: `0 0 0 1px ${vars.colors.primary}` },
  },
});

export const boxInvalid = style({
  borderColor: vars.colors.danger,
  selectors: {
    '&:focus-within': { borderColor: vars.colors.danger, boxShadow: `0 0 0 1px ${vars.colors.danger}` },
  },
});

// Only the input dims: an affix such as a "get code" button may still be usable while the input is not.
export const boxDisabled = style({ background: vars.colors.surfaceAlt });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: MIN_TOUCH_TARGET - 2,
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  // iOS Safari zooms the page when a focused input's text is under 16px.
  fontSize: `max(16px, ${vars.typography.fontSize.md})`,
  lineHeight: vars.typography.lineHeight,
  '::placeholder': { color: vars.colors.textMuted },
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const affix = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSize.md,
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: MIN_TOUCH_TARGET,
  height: MIN_TOUCH_TARGET - 2,
  marginRight: `calc(${vars.spacing.md} * -1)`,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.colors.textMuted,
  cursor: 'pointer',
  borderRadius: vars.radii.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: -2 },
  },
});

export const hint = style({ fontSize: vars.typography.fontSize.sm, color: vars.colors.textMuted, margin: 0 });

export const error = style({ fontSize: vars.typography.fontSize.sm, color: vars.colors.danger, margin: 0 });
