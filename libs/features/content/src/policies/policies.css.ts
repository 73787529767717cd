import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const document = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.lg,
  padding: vars.spacing.lg,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
});

export const sectionTitle = style({
  margin: `0 0 ${vars.spacing.xs}`,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.bold,
});

export const sectionBody = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  lineHeight: vars.typography.lineHeight,
  color: vars.colors.text,
});
