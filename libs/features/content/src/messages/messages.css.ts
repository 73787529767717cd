import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { TOUCH_TARGET } from '../shared/content.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.md,
  minHeight: TOUCH_TARGET,
  padding: vars.spacing.md,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  color: vars.colors.text,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});

export const rowText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.spacing.xs });

export const rowTitle = style({
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const unreadTitle = style({ color: vars.colors.primary });
