import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A bordered surface at the theme's md padding and radius, for fields and rows that are not Cards. */
export const surfaceFrame = style({
  padding: vars.spacing.md,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  font: 'inherit',
});

/** A full-width row a member taps: a choice, a message, a link. */
export const tappableRow = style([surfaceFrame, { width: '100%', textAlign: 'left', cursor: 'pointer' }]);
