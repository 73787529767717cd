import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { scrollRow } from '../rows.css';

export const prizes = style([
  sprinkles({ display: 'grid', margin: 'none' }),
  { gridTemplateColumns: 'minmax(88px, auto) 1fr', gap: `${vars.spacing.xs} ${vars.spacing.sm}` },
]);
export const prizeLabel = sprinkles({ color: 'textMuted', fontSize: 'sm' });
export const numbers = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs', margin: 'none', fontWeight: 'bold' }),
  { fontVariantNumeric: 'tabular-nums' },
]);
export const topNumber = sprinkles({ color: 'primary', fontSize: 'lg' });
export const regions = scrollRow;
export const icon = style([sprinkles({ flexShrink: 0, borderRadius: 'md' }), { width: 48 }]);
export const grow = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }), { flex: 1, minWidth: 0 }]);
export const link = style([sprinkles({ color: 'primary', fontSize: 'sm', fontWeight: 'bold' }), { textDecoration: 'none' }]);
