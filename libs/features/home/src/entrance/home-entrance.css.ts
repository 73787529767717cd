import { chosenFill, listReset, plainButton, sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const MENU_WIDTH = 76;

export const menu = style([
  listReset,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }),
  { position: 'sticky', top: vars.spacing.sm, width: MENU_WIDTH },
]);

export const menuItem = style([
  plainButton,
  sprinkles({ position: 'relative', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }),
  sprinkles({ width: 'full', paddingY: 'xs', textAlign: 'center' }),
  sprinkles({ borderRadius: 'md', background: 'surface', color: 'textMuted', fontSize: 'xs' }),
  chosenFill,
  {
    gap: 2,
    minHeight: 56,
    paddingLeft: 2,
    paddingRight: 2,
    lineHeight: 1.2,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 1 },
    selectors: { '&[aria-pressed="true"]': { fontWeight: vars.typography.fontWeight.bold } },
  },
]);

export const hotTag = style({ position: 'absolute', top: 2, right: 2 });
