import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.lg,
  margin: vars.spacing.lg,
  padding: vars.spacing.xl,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  textAlign: 'center',
});

export const message = style({ margin: 0 });
