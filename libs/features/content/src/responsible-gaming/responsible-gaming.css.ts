import { focusRing, sprinkles, touchTarget } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';

export const link = style([
  touchTarget,
  focusRing.primary,
  sprinkles({ display: 'flex', alignItems: 'center', color: 'primary', fontWeight: 'bold' }),
]);
