import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../layout/sprinkles.css';

export const presets = style([sprinkles({ display: 'flex', padding: 'xs', gap: 'xs', background: 'surfaceAlt', borderRadius: 'pill' })]);

export const preset = style([
  sprinkles({ flexGrow: 1, flexBasis: 0, paddingX: 'sm', borderRadius: 'pill', color: 'text', fontSize: 'sm' }),
  {
    minHeight: 36,
    border: 0,
    background: 'transparent',
    fontFamily: 'inherit',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 1 },
    selectors: {
      '&[aria-pressed="true"]': {
        background: vars.colors.primary,
        color: vars.colors.onPrimary,
        fontWeight: vars.typography.fontWeight.bold,
      },
    },
  },
]);

export const error = sprinkles({ margin: 'none', color: 'danger', fontSize: 'sm' });
