import { style } from '@vanilla-extract/css';
import { dividerBelow, focusRing, listReset, sprinkles } from '@playdeck/ui/box';
import { vars } from '@playdeck/ui/theme';

export const list = style([listReset, { borderTop: `1px solid ${vars.colors.border}` }]);

export const category = dividerBelow;

export const heading = style([sprinkles({ margin: 'none' }), { fontSize: 'inherit' }]);

export const toggle = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'spaceBetween', width: 'full', paddingX: 'sm', color: 'text' }),
  focusRing.primaryInset,
  // The weight comes after the font it resets.
  {
    minHeight: 48,
    border: 'none',
    background: 'transparent',
    font: 'inherit',
    fontWeight: vars.typography.fontWeight.bold,
    cursor: 'pointer',
  },
]);

export const chevron = style({
  transition: 'transform 150ms ease-out',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

// Its own padding, not an atom: the list reset's comes later in the stylesheet.
export const vendors = style([listReset, { paddingBottom: vars.spacing.sm }]);

/** A full-width row of the menu: the vendors here, the links in side-menu.css. */
export const row = style([
  sprinkles({ display: 'flex', alignItems: 'center', color: 'text' }),
  focusRing.primaryInset,
  { textDecoration: 'none' },
]);

export const vendor = style([row, sprinkles({ paddingX: 'lg' }), { minHeight: 44 }]);
