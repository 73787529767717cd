import { filledAction, focusRing, sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';

export const block = style([sprinkles({ display: 'grid', alignItems: 'center', gap: 'md' }), { gridTemplateColumns: 'auto 1fr' }]);

export const icon = sprinkles({ borderRadius: 'md' });

export const action = style([filledAction, focusRing.text, { gridColumn: '1 / -1' }]);

/** The catalogue's size, on its own line under the app's line. */
export const games = sprinkles({ display: 'block', marginTop: 'xs', fontWeight: 'bold' });
