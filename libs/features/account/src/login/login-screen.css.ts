import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const screen = style({ display: 'flex', flexDirection: 'column' });

// The brand's logo is drawn for the header's colours, so it sits on a header-coloured band.
export const top = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 52,
  padding: `calc(${vars.spacing.xs} + env(safe-area-inset-top)) ${vars.spacing.md} ${vars.spacing.xs}`,
  background: vars.colors.headerBackground,
  color: vars.colors.headerText,
});

export const back = style({
  position: 'absolute',
  left: vars.spacing.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radii.pill,
  color: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.colors.headerText}`, outlineOffset: 2 },
});

export const logo = style({ display: 'block', height: 34, maxWidth: '55vw' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.md,
  padding: `${vars.spacing.lg} ${vars.spacing.lg} ${vars.spacing.xl}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
  textAlign: 'center',
});

export const card = style({
  padding: vars.spacing.lg,
  borderRadius: vars.radii.lg,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
});
