import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const page = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', alignItems: 'center' }),
  {
    flex: 1,
    justifyContent: 'center',
    padding: `calc(${vars.spacing.xl} + env(safe-area-inset-top)) ${vars.spacing.lg} calc(${vars.spacing.xl} + env(safe-area-inset-bottom))`,
    textAlign: 'center',
  },
]);

export const logo = style({ display: 'block', height: 40, maxWidth: '60vw' });

export const message = style({
  margin: 0,
  maxWidth: 420,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight,
});

export const facts = style({
  display: 'grid',
  gap: vars.spacing.xs,
  margin: 0,
  padding: `${vars.spacing.md} ${vars.spacing.lg}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  fontSize: vars.typography.fontSize.md,
  listStyle: 'none',
});

export const contact = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `0 ${vars.spacing.xl}`,
  borderRadius: vars.radii.pill,
  background: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.colors.text}`, outlineOffset: 2 },
});
