import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const code = style({
  display: 'block',
  width: '100%',
  maxWidth: 168,
  aspectRatio: '1',
  borderRadius: vars.radii.sm,
});
