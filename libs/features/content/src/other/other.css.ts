import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { TOUCH_TARGET } from '../shared/content.css';

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: TOUCH_TARGET,
  color: vars.colors.primary,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});
