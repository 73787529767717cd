import { style } from '@vanilla-extract/css';
import { focusRing, pill, sprinkles, touchTarget } from '@playdeck/ui/box';
import { vars } from '@playdeck/ui/theme';
import { summaryRow } from './home-header.css';

export const summary = style([summaryRow, sprinkles({ paddingBottom: 'xs' })]);

export const identity = style([
  touchTarget,
  sprinkles({ display: 'inlineFlex', alignItems: 'center', gap: 'sm', minWidth: 0 }),
  focusRing.header,
  { color: 'inherit' },
]);

// Not a sprinkle: on the balance's retry button this size must win over the button's own.
export const balance = style({ marginInlineStart: 'auto', fontSize: vars.typography.fontSize.md });

export const deposit = style([
  pill,
  focusRing.header,
  sprinkles({ flexShrink: 0, paddingX: 'lg', paddingY: 'none', background: 'secondary', color: 'onSecondary', fontSize: 'sm' }),
  { whiteSpace: 'nowrap' },
]);
