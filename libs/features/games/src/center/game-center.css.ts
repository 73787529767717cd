import { sprinkles, vendorTile } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { twoColumns } from '../rows.css';

export const vendors = style([twoColumns, sprinkles({ gap: 'sm' })]);
// A tile whose game is opening dims until it opens.
export const vendor = style([vendorTile, { selectors: { '&[aria-busy="true"]': { opacity: 0.6 } } }]);
export const vendorIcon = sprinkles({ borderRadius: 'sm' });
