import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const inbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  color: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.colors.headerText}`, outlineOffset: -4 },
});

export const summary = style({
  display: 'flex',
  flexBasis: '100%',
  alignItems: 'center',
  gap: vars.spacing.sm,
  minHeight: 52,
  paddingBottom: vars.spacing.xs,
  paddingInlineStart: vars.spacing.xs,
});

export const identity = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing.sm,
  minWidth: 0,
  minHeight: 44,
  color: 'inherit',
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.headerText}`, outlineOffset: 2 },
});

export const nickname = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.typography.fontWeight.bold,
});

export const balance = style({ marginInlineStart: 'auto', fontSize: vars.typography.fontSize.md });

export const deposit = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: 44,
  padding: `0 ${vars.spacing.lg}`,
  borderRadius: vars.radii.pill,
  background: vars.colors.secondary,
  color: vars.colors.onSecondary,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ':focus-visible': { outline: `2px solid ${vars.colors.headerText}`, outlineOffset: 2 },
});
