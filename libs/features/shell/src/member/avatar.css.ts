import { style } from '@vanilla-extract/css';
import { sprinkles } from '@playdeck/ui/box';

export const avatar = style([
  sprinkles({ display: 'inlineFlex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }),
  sprinkles({ background: 'secondary', color: 'onSecondary', fontSize: 'md', fontWeight: 'bold' }),
  { width: 32, height: 32, borderRadius: '50%', lineHeight: 1, objectFit: 'cover' },
]);
