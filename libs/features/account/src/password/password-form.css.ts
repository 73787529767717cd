import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const screen = style({ padding: vars.spacing.lg });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.md,
  paddingTop: vars.spacing.md,
});


export const dialogText = style({ margin: 0, textAlign: 'center' });
