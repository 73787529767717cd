import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.sm,
  padding: vars.spacing.md,
  textAlign: 'center',
});

export const muted = style({ margin: 0, color: vars.colors.textMuted, fontSize: vars.typography.fontSize.sm });
