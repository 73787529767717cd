import { touchLink } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';

// A block in its list item: an inline box would add the line's descent under it.
export const link = style([touchLink, { display: 'flex' }]);
