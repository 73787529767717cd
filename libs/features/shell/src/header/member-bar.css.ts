import { style } from '@vanilla-extract/css';
import { focusRing, sprinkles, touchTarget } from '@playdeck/ui/box';
import { vars } from '@playdeck/ui/theme';
import { registerLink, summaryRow } from './home-header.css';

export const summary = style([summaryRow, sprinkles({ paddingBottom: 'xs' })]);

export const identity = style([
  touchTarget,
  sprinkles({ display: 'inlineFlex', alignItems: 'center', gap: 'sm', minWidth: 0 }),
  focusRing.header,
  { color: 'inherit' },
]);

// Not a sprinkle: on the balance's retry button this size must win over the button's own.
export const balance = style({ marginInlineStart: 'auto', fontSize: vars.typography.fontSize.md });

// The header's filled pill, the visitor's register link, with more room at its sides.
export const deposit = style([registerLink, { flexShrink: 0, padding: `0 ${vars.spacing.lg}` }]);
