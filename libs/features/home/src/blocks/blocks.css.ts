import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const section = style({
  // Positioned, so a block can pin controls (the hot games' arrows) to its corner.
  position: 'relative',
  minWidth: 0,
  scrollMarginTop: vars.spacing.md,
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});
