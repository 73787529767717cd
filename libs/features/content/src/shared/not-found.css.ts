import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { TOUCH_TARGET } from './content.css';

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: TOUCH_TARGET,
  padding: `0 ${vars.spacing.lg}`,
  borderRadius: vars.radii.pill,
  border: `1px solid ${vars.colors.primary}`,
  color: vars.colors.primary,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
});
