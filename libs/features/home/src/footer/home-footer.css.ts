import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const footer = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', alignItems: 'center' }),
  {
    padding: `${vars.spacing.lg} ${vars.spacing.md}`,
    borderTop: `1px solid ${vars.colors.border}`,
    // Below the fold on every phone: skipped by style, layout and paint until it nears the screen.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 720px',
  },
]);

export const group = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', alignItems: 'center' }), { width: '100%' }]);

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing.xs,
  minHeight: 44,
  padding: `0 ${vars.spacing.lg}`,
  borderRadius: vars.radii.pill,
  fontWeight: vars.typography.fontWeight.bold,
  fontSize: vars.typography.fontSize.sm,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
} as const;

export const affiliate = style({ ...pill, background: vars.colors.secondary, color: vars.colors.onSecondary });

export const service = style({ ...pill, border: `1px solid ${vars.colors.primary}`, color: vars.colors.primary });

export const logo = style({ width: 84, opacity: 0.85, borderRadius: vars.radii.sm });

export const social = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  background: vars.colors.surfaceAlt,
  color: vars.colors.primary,
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});

export const about = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.colors.primary,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});
