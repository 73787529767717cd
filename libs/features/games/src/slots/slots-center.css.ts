import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { scrollRow } from '../rows.css';

export const providers = style([scrollRow, sprinkles({ margin: 'none', paddingTop: 'none', paddingX: 'none' }), { listStyle: 'none' }]);
