import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

// ScreenHeading is exported with the shell's first-render code, which stays off the layout entry.
export const heading = style({
  margin: 0,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
});
