import { sprinkles, tabularNums } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const prizes = style([
  sprinkles({ display: 'grid', margin: 'none' }),
  { gridTemplateColumns: 'minmax(88px, auto) 1fr', gap: `${vars.spacing.xs} ${vars.spacing.sm}` },
]);
export const numbers = style([
  tabularNums,
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs', margin: 'none', fontWeight: 'bold' }),
]);
export const topNumber = sprinkles({ color: 'primary', fontSize: 'lg' });
export const icon = style([sprinkles({ flexShrink: 0, borderRadius: 'md' }), { width: 48 }]);
export const link = style([sprinkles({ color: 'primary', fontSize: 'sm', fontWeight: 'bold' }), { textDecoration: 'none' }]);
