import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.spacing.sm,
  minHeight: 52,
  padding: `calc(${vars.spacing.xs} + env(safe-area-inset-top)) ${vars.spacing.md} ${vars.spacing.xs}`,
  background: vars.colors.headerBackground,
  color: vars.colors.headerText,
});

export const logoHeading = style({ margin: 0, lineHeight: 0 });

export const logo = style({ display: 'block', height: 34, maxWidth: '45vw' });

export const visitorLinks = style({ display: 'flex', gap: vars.spacing.sm });

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.spacing.md}`,
  borderRadius: vars.radii.pill,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.headerText}`, outlineOffset: 2 },
} as const;

export const loginLink = style({ ...pill, border: `1px solid ${vars.colors.headerText}`, color: vars.colors.headerText });

export const registerLink = style({ ...pill, background: vars.colors.secondary, color: vars.colors.onSecondary });

export const banner = style({
  display: 'block',
  width: '100%',
  background: vars.colors.surfaceAlt,
});

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.md,
  padding: vars.spacing.md,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.sm,
  padding: `${vars.spacing.lg} ${vars.spacing.md}`,
});
