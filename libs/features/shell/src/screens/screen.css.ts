import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const screen = style({
  padding: vars.spacing.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.md,
});

export const heading = style({
  margin: 0,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
});

export const muted = style({
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSize.sm,
});

export const card = style({
  padding: vars.spacing.lg,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
});

export const cardTitle = style({
  margin: `0 0 ${vars.spacing.sm}`,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
});

export const text = style({
  margin: 0,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight,
});
