import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../layout/sprinkles.css';

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', margin: 'none', paddingX: 'md', background: 'surface', borderRadius: 'md' }),
]);

// A value too long to sit beside its label on one line moves under it and wraps there between words: squeezed
// beside the label it was as narrow as its shortest piece and broke inside words (an account name at 390 px).
export const row = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'spaceBetween', gap: 'md', paddingY: 'sm' }),
  {
    flexWrap: 'wrap',
    rowGap: vars.spacing.xs,
    minHeight: 44,
    selectors: { '& + &': { borderTop: `1px solid ${vars.colors.border}` } },
  },
]);

export const label = sprinkles({ color: 'textMuted', fontSize: 'sm', flexShrink: 0 });

export const value = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', margin: 'none', color: 'text', minWidth: 0, textAlign: 'right' }),
  // `anywhere` breaks inside a word only when a line has no other place to break: a token longer than the row.
  { marginLeft: 'auto', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
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
