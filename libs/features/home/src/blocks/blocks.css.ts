import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const section = style({
  // Positioned, so a block can pin controls (the hot games' arrows) to its corner.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.sm,
  padding: vars.spacing.md,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  minWidth: 0,
  scrollMarginTop: vars.spacing.md,
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.bold,
});

export const skeletons = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.sm });
