import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.md,
  padding: `calc(${vars.spacing.sm} + env(safe-area-inset-top)) ${vars.spacing.lg} ${vars.spacing.xl}`,
});

export const top = style({ display: 'flex', alignItems: 'center', gap: vars.spacing.sm });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  marginLeft: `calc(${vars.spacing.sm} * -1)`,
  padding: 0,
  border: 0,
  borderRadius: vars.radii.pill,
  background: 'transparent',
  color: vars.colors.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.md, paddingTop: vars.spacing.md });

export const status = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.spacing.sm, paddingTop: vars.spacing.md });

export const muted = style({ margin: 0, color: vars.colors.textMuted, fontSize: vars.typography.fontSize.sm });
