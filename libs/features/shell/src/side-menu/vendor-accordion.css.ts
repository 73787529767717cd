import { style } from '@vanilla-extract/css';
import { dividerBelow, focusRing, listReset, sprinkles, toggleRow } from '@playdeck/ui/box';
import { vars } from '@playdeck/ui/theme';

export const list = style([listReset, { borderTop: `1px solid ${vars.colors.border}` }]);

export const category = dividerBelow;

export const heading = style([sprinkles({ margin: 'none' }), { fontSize: 'inherit' }]);

export const toggle = style([
  toggleRow,
  sprinkles({ justifyContent: 'spaceBetween', paddingX: 'sm' }),
  { minHeight: 48, fontSize: 'inherit' },
]);

export const chevron = style({
  transition: 'transform 150ms ease-out',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

// Its own padding, not an atom: the list reset's comes later in the stylesheet.
export const vendors = style([listReset, { paddingBottom: vars.spacing.sm }]);

export const vendor = style([
  sprinkles({ display: 'flex', alignItems: 'center', paddingX: 'lg', color: 'text' }),
  focusRing.primaryInset,
  { minHeight: 44, textDecoration: 'none' },
]);
