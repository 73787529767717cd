import { style } from '@vanilla-extract/css';
import { sprinkles, tabularNums } from '@playdeck/ui/box';
import { vars } from '@playdeck/ui/theme';

export const amount = style([tabularNums, sprinkles({ fontWeight: 'bold' }), { whiteSpace: 'nowrap' }]);

export const retry = style([
  sprinkles({ display: 'inlineFlex', alignItems: 'center', paddingX: 'xs', paddingY: 'none' }),
  {
    minHeight: 44,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    // The size comes after the font it resets; a caller's class may still set its own.
    font: 'inherit',
    fontSize: vars.typography.fontSize.xs,
    textDecoration: 'underline',
    cursor: 'pointer',
  },
]);
