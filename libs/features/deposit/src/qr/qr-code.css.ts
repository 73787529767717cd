import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const code = style({
  display: 'block',
  width: '100%',
  maxWidth: 200,
  aspectRatio: '1',
  margin: '0 auto',
  borderRadius: vars.radii.sm,
});
