import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  fontFamily: vars.typography.fontFamily,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
});

export const variant = styleVariants({
  count: [
    base,
    {
      minWidth: 18,
      height: 18,
      padding: '0 5px',
      borderRadius: vars.radii.pill,
      fontSize: vars.typography.fontSize.xs,
      fontVariantNumeric: 'tabular-nums',
    },
  ],
  dot: [base, { width: 8, height: 8, borderRadius: '50%' }],
  tag: [
    base,
    {
      padding: `2px ${vars.spacing.xs}`,
      borderRadius: vars.radii.sm,
      fontSize: vars.typography.fontSize.xs,
      textTransform: 'uppercase',
      letterSpacing: '0.02em',
    },
  ],
});

export const tone = styleVariants({
  // Surface rather than white: the contract has no onDanger, and surface contrasts with danger in light and dark brands.
  danger: { background: vars.colors.danger, color: vars.colors.surface },
  primary: { background: vars.colors.primary, color: vars.colors.onPrimary },
  secondary: { background: vars.colors.secondary, color: vars.colors.onSecondary },
  success: { background: vars.colors.success, color: vars.colors.surface },
});

/** Pinned to the top-right corner of the wrapped element, with a ring to separate it from busy icons. */
export const pinned = style({
  position: 'absolute',
  top: 0,
  right: 0,
  transform: 'translate(50%, -50%)',
  boxShadow: `0 0 0 2px ${vars.colors.surface}`,
  pointerEvents: 'none',
});
