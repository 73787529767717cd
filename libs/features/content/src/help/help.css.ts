import { linkRow, sprinkles, touchLink, touchTarget } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';

export const children = sprinkles({ marginTop: 'sm' });

export const link = touchLink;

export const menuLink = style([linkRow, touchTarget]);
