import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { TOUCH_TARGET } from '../shared/content.css';

export const badge = style({ width: 72, alignSelf: 'center' });

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: TOUCH_TARGET,
  padding: `0 ${vars.spacing.lg}`,
  borderRadius: vars.radii.pill,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
} as const;

/** The page's main way on (download the app, the affiliate site). */
export const action = style({ ...pill, background: vars.colors.primary, color: vars.colors.onPrimary });

/** A way on that is not the page's main one (register with a checked code, back to the list). */
export const secondaryAction = style({ ...pill, border: `1px solid ${vars.colors.primary}`, color: vars.colors.primary });

export const cardLink = style({
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});
