import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { TOUCH_TARGET } from './content.css';

export const back = style([
  sprinkles({ display: 'inlineFlex', alignItems: 'center', paddingY: 'none', paddingX: 'lg', borderRadius: 'pill', color: 'primary' }),
  sprinkles({ fontWeight: 'bold' }),
  { minHeight: TOUCH_TARGET, border: `1px solid ${vars.colors.primary}`, textDecoration: 'none' },
]);
