import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { focusRing, TOUCH_TARGET } from '../shared/content.css';

export const link = style([
  focusRing,
  sprinkles({ display: 'flex', alignItems: 'center', color: 'primary', fontWeight: 'bold' }),
  { minHeight: TOUCH_TARGET, textDecoration: 'none' },
]);
