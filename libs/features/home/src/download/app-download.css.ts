import { filledAction, focusRing, sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';

export const icon = sprinkles({ borderRadius: 'md' });

export const action = style([filledAction, focusRing.text]);

/** The catalogue's size, on its own line under the app's line. */
export const games = sprinkles({ display: 'block', marginTop: 'xs', fontWeight: 'bold' });
