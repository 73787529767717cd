import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const MENU_WIDTH = 76;

export const entrance = style({
  display: 'grid',
  gridTemplateColumns: `${MENU_WIDTH}px minmax(0, 1fr)`,
  alignItems: 'start',
  gap: vars.spacing.sm,
  padding: vars.spacing.sm,
});

export const menu = style({
  position: 'sticky',
  top: vars.spacing.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuItem = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  width: '100%',
  minHeight: 56,
  padding: `${vars.spacing.xs} 2px`,
  border: 'none',
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.textMuted,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.xs,
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 1 },
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.colors.primary,
      color: vars.colors.onPrimary,
      fontWeight: vars.typography.fontWeight.bold,
    },
  },
});

export const hotTag = style({ position: 'absolute', top: 2, right: 2 });

export const content = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }), { minWidth: 0 }]);
