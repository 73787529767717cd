import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const banners = style([
  sprinkles({ display: 'flex', gap: 'sm', margin: 'none', padding: 'none' }),
  {
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    scrollbarWidth: 'none',
    listStyle: 'none',
    ':focus-visible': { outline: `3px solid ${vars.colors.text}`, outlineOffset: 2 },
  },
]);

export const banner = style([sprinkles({ borderRadius: 'md', overflow: 'hidden' }), { flex: '0 0 100%', scrollSnapAlign: 'center' }]);
