import { style } from '@vanilla-extract/css';
import { bareButton, sprinkles, tabularNums } from '@playdeck/ui/box';
import { vars } from '@playdeck/ui/theme';

export const amount = style([tabularNums, sprinkles({ fontWeight: 'bold' }), { whiteSpace: 'nowrap' }]);

export const retry = style([
  bareButton,
  sprinkles({ display: 'inlineFlex', alignItems: 'center', paddingX: 'xs', paddingY: 'none' }),
  // A caller's class may still set its own size.
  {
    minHeight: 44,
    color: 'inherit',
    fontSize: vars.typography.fontSize.xs,
    fontWeight: 'inherit',
    textDecoration: 'underline',
  },
]);
