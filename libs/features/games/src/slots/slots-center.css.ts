import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { scrollRow } from '../rows.css';

export const providers = style([scrollRow, sprinkles({ margin: 'none', paddingTop: 'none', paddingX: 'none' }), { listStyle: 'none' }]);

/** The screen's edges. Its parts follow one another without a gap, unlike the game list's (as the baselines draw it). */
export const screen = sprinkles({ paddingTop: 'sm', paddingX: 'sm', paddingBottom: 'lg' });
