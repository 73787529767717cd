import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const banners = style({
  display: 'flex',
  gap: vars.spacing.sm,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  ':focus-visible': { outline: `3px solid ${vars.colors.text}`, outlineOffset: 2 },
});

export const banner = style({
  flex: '0 0 100%',
  scrollSnapAlign: 'center',
  borderRadius: vars.radii.md,
  overflow: 'hidden',
});
