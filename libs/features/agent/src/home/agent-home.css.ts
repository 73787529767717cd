import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui';

export const counters = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.spacing.sm });

export const counter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xs,
  padding: vars.spacing.md,
  background: vars.colors.surfaceAlt,
  borderRadius: vars.radii.md,
});

export const counterValue = style({
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
  color: vars.colors.text,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.spacing.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 64,
  padding: vars.spacing.sm,
  textAlign: 'center',
  color: vars.colors.text,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  fontSize: vars.typography.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-around',
  gap: vars.spacing.sm,
  padding: vars.spacing.md,
  background: vars.colors.footerBackground,
  borderRadius: vars.radii.md,
});

export const footerLink = style({ color: vars.colors.footerText, textDecoration: 'none', fontSize: vars.typography.fontSize.sm });
