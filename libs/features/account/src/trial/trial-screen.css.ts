import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.lg,
  padding: vars.spacing.xl,
  textAlign: 'center',
});

export const text = style({ margin: 0, color: vars.colors.textMuted });
