import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const failed = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.spacing.md,
});
