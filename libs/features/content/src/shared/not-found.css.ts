import { outlinePill, sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';

export const back = style([outlinePill, sprinkles({ paddingY: 'none', paddingX: 'lg' })]);
