import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.sm,
  padding: `${vars.spacing.xl} ${vars.spacing.lg}`,
  textAlign: 'center',
  fontFamily: vars.typography.fontFamily,
  color: vars.colors.textMuted,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 72,
  height: 72,
  marginBottom: vars.spacing.xs,
  borderRadius: '50%',
  background: vars.colors.surfaceAlt,
  color: vars.colors.primary,
});

export const title = style({
  margin: 0,
  color: vars.colors.text,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
});

export const description = style({
  margin: 0,
  maxWidth: 320,
  fontSize: vars.typography.fontSize.sm,
  lineHeight: vars.typography.lineHeight,
});

export const action = style({ marginTop: vars.spacing.md });

/**
 * A plain link given as the action (a way back, customer service) reads as a link in the theme: the browser's
 * default blue fails contrast on a dark brand. Styled links and button-links (with a class) keep their own look.
 */
globalStyle(`${action} a:not([class])`, {
  color: vars.colors.primary,
  fontWeight: vars.typography.fontWeight.bold,
  textUnderlineOffset: 3,
});
