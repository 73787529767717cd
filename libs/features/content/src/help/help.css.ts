import { linkRow, sprinkles, touchTarget } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';

export const children = sprinkles({ marginTop: 'sm' });

export const allTopics = style([
  touchTarget,
  sprinkles({ display: 'inlineFlex', alignItems: 'center', color: 'primary', fontWeight: 'bold' }),
  { alignSelf: 'flex-start' },
]);

export const menuLink = style([linkRow, touchTarget]);
