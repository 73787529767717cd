import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../layout/sprinkles.css';

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', margin: 'none', paddingX: 'md', background: 'surface', borderRadius: 'md' }),
]);

export const row = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'spaceBetween', gap: 'md', paddingY: 'sm' }),
  { minHeight: 44, selectors: { '& + &': { borderTop: `1px solid ${vars.colors.border}` } } },
]);

export const label = sprinkles({ color: 'textMuted', fontSize: 'sm', flexShrink: 0 });

export const value = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', margin: 'none', color: 'text', minWidth: 0, textAlign: 'right' }),
  { overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
]);

export const emphasis = sprinkles({ fontWeight: 'bold' });

export const copy = style([
  sprinkles({ flexShrink: 0, paddingX: 'sm', borderRadius: 'pill', color: 'primary', fontSize: 'xs', fontWeight: 'bold' }),
  {
    minHeight: 28,
    border: `1px solid ${vars.colors.primary}`,
    background: 'transparent',
    fontFamily: 'inherit',
    cursor: 'pointer',
    ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
  },
]);
