import { focusRing, plainButton, sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { scrollRow, twoColumns } from '../rows.css';

export const tabs = scrollRow;
export const vendors = style([twoColumns, sprinkles({ gap: 'sm' })]);
export const vendor = style([
  sprinkles({ width: 'full', display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'xs', textAlign: 'left' }),
  sprinkles({ borderRadius: 'md', background: 'surfaceAlt', color: 'text', fontSize: 'sm', fontWeight: 'bold' }),
  plainButton,
  focusRing.primary,
  { textDecoration: 'none', selectors: { '&[aria-busy="true"]': { opacity: 0.6 } } },
]);
export const vendorIcon = sprinkles({ borderRadius: 'sm' });
