import { sprinkles, tabularNums } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const icon = style([sprinkles({ borderRadius: 'lg' }), { width: 120 }]);
export const facts = style([
  sprinkles({ display: 'grid', margin: 'none', textAlign: 'left' }),
  { gridTemplateColumns: 'auto auto', gap: `${vars.spacing.xs} ${vars.spacing.md}` },
]);
export const value = style([tabularNums, sprinkles({ margin: 'none', fontWeight: 'bold' })]);
export const modes = style([sprinkles({ display: 'flex', gap: 'xs', margin: 'none', padding: 'none' }), { border: 'none' }]);
export const actions = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', width: 'full' }), { maxWidth: 320 }]);
