import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../layout/sprinkles.css';

export const message = style([sprinkles({ margin: 'none', color: 'text' }), { whiteSpace: 'pre-line' }]);

export const action = sprinkles({ flexGrow: 1, flexBasis: 0 });
