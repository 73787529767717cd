import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

const screenEdges = { padding: vars.spacing.lg, paddingBottom: `calc(${vars.spacing.lg} * 2 + 48px)` };

export const screen = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' }), screenEdges]);

/** The loading and error states: the same edges, a tighter gap. */
export const screenState = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }), screenEdges]);

export const picker = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', minWidth: 0 }), { flex: 1 }]);

export const pickerLabel = sprinkles({ fontSize: 'sm', color: 'textMuted' });

export const select = style([
  sprinkles({ width: 'full', borderRadius: 'md', background: 'surface', color: 'text', fontSize: 'md' }),
  { minHeight: 44, padding: `0 ${vars.spacing.sm}`, border: `1px solid ${vars.colors.border}` },
]);

export const amount = style({ fontVariantNumeric: 'tabular-nums' });

/** The total balance: a figure in the theme's largest text. */
export const total = style([
  amount,
  sprinkles({ margin: 'none', fontSize: 'xl', fontWeight: 'bold' }),
  { lineHeight: vars.typography.lineHeight },
]);
