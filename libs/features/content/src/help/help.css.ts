import { linkRow, sprinkles, touchLink, touchTarget } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';

export const children = sprinkles({ marginTop: 'sm' });

export const allTopics = style([touchLink, { alignSelf: 'flex-start' }]);

export const menuLink = style([linkRow, touchTarget]);
