import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const block = style([sprinkles({ display: 'grid', alignItems: 'center', gap: 'md' }), { gridTemplateColumns: 'auto 1fr' }]);

export const icon = sprinkles({ borderRadius: 'md' });

export const action = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'center' }),
  sprinkles({ borderRadius: 'md', background: 'primary', color: 'onPrimary', fontWeight: 'bold' }),
  {
    gridColumn: '1 / -1',
    minHeight: 44,
    textDecoration: 'none',
    ':focus-visible': { outline: `2px solid ${vars.colors.text}`, outlineOffset: 2 },
  },
]);

/** The catalogue's size, on its own line under the app's line. */
export const games = sprinkles({ display: 'block', marginTop: 'xs', fontWeight: 'bold' });
