import { pill, sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const back = style([
  pill,
  sprinkles({ paddingY: 'none', paddingX: 'lg', color: 'primary' }),
  { border: `1px solid ${vars.colors.primary}` },
]);
