import { sprinkles, tabularNums, truncate } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { twoColumns } from '../rows.css';

export const banner = sprinkles({ width: 'full', borderRadius: 'md', overflow: 'hidden' });
export const bannerSlot = style([banner, sprinkles({ display: 'block', background: 'surfaceAlt' })]);

export const jackpot = style([
  sprinkles({ display: 'flex', alignItems: 'baseline', justifyContent: 'spaceBetween', gap: 'sm', paddingY: 'xs', paddingX: 'sm' }),
  sprinkles({ borderRadius: 'md', background: 'secondary', color: 'onSecondary' }),
]);

export const jackpotLabel = style([sprinkles({ fontSize: 'xs' }), { textTransform: 'uppercase' }]);
export const jackpotAmount = style([tabularNums, sprinkles({ margin: 'none', fontSize: 'lg', fontWeight: 'bold' })]);

export const tabs = style([sprinkles({ display: 'flex', gap: 'xs' }), { overflowX: 'auto', minHeight: 36 }]);

/** A form control of the filters; each one sets its colour (an atom each, so two would fight). */
const control = style([
  sprinkles({ borderRadius: 'sm', background: 'surface', fontSize: 'sm' }),
  { minHeight: 36, border: `1px solid ${vars.colors.border}`, fontFamily: vars.typography.fontFamily },
]);

// A fixed width, text from the start: the vendor's name arriving after its code must move nothing.
export const filterButton = style([
  control,
  truncate,
  sprinkles({ color: 'text', minWidth: 0, paddingY: 'none', paddingX: 'sm' }),
  { flex: '0 0 36%', textAlign: 'start', cursor: 'pointer' },
]);
export const search = style({ flex: 1, minWidth: 120, display: 'flex' });
export const searchInput = style([control, sprinkles({ color: 'text', minWidth: 0, paddingY: 'none', paddingX: 'sm' }), { flex: 1 }]);
export const selectLabel = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 96 });
export const select = style([control, sprinkles({ color: 'text', paddingY: 'none', paddingX: 'xs' })]);
export const clearButton = style([control, sprinkles({ color: 'primary', paddingY: 'none', paddingX: 'sm' }), { cursor: 'pointer' }]);

export const vendorList = style([twoColumns, sprinkles({ gap: 'xs' })]);
export const vendorOption = style([
  control,
  sprinkles({ color: 'text', width: 'full', padding: 'xs' }),
  {
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': {
        borderColor: vars.colors.primary,
        color: vars.colors.primary,
        fontWeight: vars.typography.fontWeight.bold,
      },
    },
  },
]);

export const status = sprinkles({ textAlign: 'center', color: 'textMuted', fontSize: 'sm', padding: 'sm' });
