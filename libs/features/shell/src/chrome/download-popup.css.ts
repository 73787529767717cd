import { focusRing, sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';

export const more = style([
  sprinkles({ display: 'block', width: 'full', textAlign: 'center', color: 'primary', fontWeight: 'bold' }),
  focusRing.text,
  { minHeight: 44, lineHeight: '44px' },
]);
