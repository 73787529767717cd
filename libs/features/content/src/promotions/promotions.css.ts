import { card as cardFrame, focusRing, sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

// Bespoke, not atoms: the kit's TabList draws this element with classes of its own.
export const menu = style({
  display: 'flex',
  gap: vars.spacing.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  margin: `0 calc(-1 * ${vars.spacing.lg})`,
  padding: `0 ${vars.spacing.lg}`,
});

/**
 * The category menu's height once loaded: a tab's 44 px touch target and the tab list's 1 px border. The loading
 * menu keeps it, so the promotions below do not move when the categories arrive.
 */
export const MENU_HEIGHT = 45;

export const menuLoading = style([menu, { alignItems: 'center', height: MENU_HEIGHT }]);

export const card = style([
  cardFrame,
  focusRing.primary,
  sprinkles({ display: 'flex', flexDirection: 'column', overflow: 'hidden' }),
  { textDecoration: 'none' },
]);

export const banner = sprinkles({ borderRadius: 'md' });
