import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { TOUCH_TARGET } from '../shared/content.css';

export const cardTitle = style({
  margin: `0 0 ${vars.spacing.sm}`,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
});

export const licence = style({
  margin: 0,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight,
});

export const links = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: TOUCH_TARGET,
  color: vars.colors.primary,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});
