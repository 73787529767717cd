import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { DESIGN_WIDTH } from './vendor-row-rules';

/** Set per row to the spec's width in design units (280 or 420). */
export const WIDTH_PROPERTY = '--home-vendor-width';

export const item = style({
  // The design is 750 units wide; the home root is the size container, so rows scale with the screen.
  width: `calc(var(${WIDTH_PROPERTY}) * 100cqw / ${DESIGN_WIDTH})`,
  maxWidth: '100%',
});

export const row = style({
  width: '100%',
  border: 'none',
  fontFamily: vars.typography.fontFamily,
  textAlign: 'left',
  cursor: 'pointer',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xs,
  padding: vars.spacing.xs,
  borderRadius: vars.radii.md,
  background: vars.colors.surfaceAlt,
  color: vars.colors.text,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});

export const icon = style({ borderRadius: vars.radii.sm });
