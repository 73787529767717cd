import { focusRing, listReset, sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';

export const banners = style([
  listReset,
  focusRing.textThick,
  sprinkles({ display: 'flex', gap: 'sm' }),
  { overflowX: 'auto', scrollSnapType: 'x mandatory', scrollbarWidth: 'none' },
]);

export const banner = style([sprinkles({ borderRadius: 'md', overflow: 'hidden' }), { flex: '0 0 100%', scrollSnapAlign: 'center' }]);
