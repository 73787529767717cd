import { sprinkles } from '@playdeck/ui/box';
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideOut = keyframes({ to: { transform: 'translateX(-100%)' } });

// The bottom sheet turned into a drawer from the start edge; the mask's [data-state] lifts these over the
// sheet's own rules. Only the animation's name changes: timing and reduced motion stay the sheet's.
export const drawer = style({
  selectors: {
    '[data-state] > &': {
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 0,
      width: 'min(86vw, 360px)',
      maxHeight: 'none',
      borderRadius: 0,
      paddingTop: 'env(safe-area-inset-top)',
      animationName: slideIn,
    },
    '[data-state="closing"][data-state] > &': { animationName: slideOut },
  },
});

export const welcome = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'md' }),
  {
    borderRadius: vars.radii.md,
    background: vars.colors.surfaceAlt,
  },
]);

export const welcomeLine = style({ margin: 0, fontWeight: vars.typography.fontWeight.bold, overflowWrap: 'anywhere' });

export const balanceLine = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.spacing.sm,
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSize.sm,
});

export const balanceAmount = style({ color: vars.colors.text, fontSize: vars.typography.fontSize.lg });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.spacing.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const action = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `0 ${vars.spacing.xs}`,
  borderRadius: vars.radii.md,
  background: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
  textAlign: 'center',
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.colors.text}`, outlineOffset: 2 },
});

export const sectionTitle = style({
  margin: `0 0 ${vars.spacing.xs}`,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
  textTransform: 'uppercase',
});

// No top border: the category list above ends with its own divider.
export const links = style({ margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 48,
  paddingInline: vars.spacing.sm,
  borderBottom: `1px solid ${vars.colors.border}`,
  color: vars.colors.text,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: -2 },
});

export const loading = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }), { paddingBlock: vars.spacing.sm }]);
