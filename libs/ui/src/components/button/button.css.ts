import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { MIN_TOUCH_TARGET } from '../../utils/shared.css';

export const root = style({
  position: 'relative',
  // A button's own sizing, also for a link drawn as one (buttonClassName): a block link stays inside its column.
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing.sm,
  border: '1px solid transparent',
  borderRadius: vars.radii.md,
  fontFamily: vars.typography.fontFamily,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  touchAction: 'manipulation',
  transition: 'opacity 120ms, transform 120ms',
  selectors: {
    '&:active:not([aria-disabled="true"]):not(:disabled)': { transform: 'scale(0.98)' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
    '&:disabled': { opacity: 0.5 },
    // Smaller buttons keep a 44px hit area with an invisible extension.
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      top: '50%',
      minHeight: MIN_TOUCH_TARGET,
      height: '100%',
      transform: 'translateY(-50%)',
    },
  },
});

export const variant = styleVariants({
  primary: { background: vars.colors.primary, color: vars.colors.onPrimary },
  secondary: { background: vars.colors.secondary, color: vars.colors.onSecondary },
  ghost: { background: 'transparent', color: vars.colors.primary, borderColor: vars.colors.primary },
  // The contract has no onDanger; surface contrasts with danger in both light and dark brands.
  danger: { background: vars.colors.danger, color: vars.colors.surface },
});

export const size = styleVariants({
  sm: { minHeight: 32, padding: `0 ${vars.spacing.md}`, fontSize: vars.typography.fontSize.sm },
  md: { minHeight: MIN_TOUCH_TARGET, padding: `0 ${vars.spacing.lg}`, fontSize: vars.typography.fontSize.md },
  lg: { minHeight: 52, padding: `0 ${vars.spacing.xl}`, fontSize: vars.typography.fontSize.lg },
});

// Full-width buttons may wrap: translated labels can outgrow a narrow phone.
export const block = style({ display: 'flex', width: '100%', whiteSpace: 'normal', textAlign: 'center' });

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.spacing.xs });

// Opacity rather than visibility: the label stays in the accessible name and keeps the button's width.
export const labelHidden = style({ opacity: 0 });

export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
