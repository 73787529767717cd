import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { TOUCH_TARGET } from '../shared/content.css';

export const children = style({ marginTop: vars.spacing.sm });

export const allTopics = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  minHeight: TOUCH_TARGET,
  color: vars.colors.primary,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
});

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: TOUCH_TARGET,
  padding: `0 ${vars.spacing.sm}`,
  borderBottom: `1px solid ${vars.colors.border}`,
  color: vars.colors.text,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: -2 },
});
