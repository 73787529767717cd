import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../layout/sprinkles.css';
import { MIN_TOUCH_TARGET } from '../../utils/shared.css';

export const list = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

export const title = sprinkles({
  margin: 'none',
  paddingX: 'md',
  paddingBottom: 'xs',
  color: 'textMuted',
  fontSize: 'sm',
  fontWeight: 'bold',
});

export const rows = style([
  sprinkles({ margin: 'none', padding: 'none', background: 'surface', borderRadius: 'md', overflow: 'hidden' }),
  { listStyle: 'none' },
]);

export const item = style({ selectors: { '& + &': { borderTop: `1px solid ${vars.colors.border}` } } });

export const row = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    gap: 'sm',
    width: 'full',
    paddingX: 'md',
    paddingY: 'sm',
    color: 'text',
    fontSize: 'md',
  }),
  {
    boxSizing: 'border-box',
    minHeight: MIN_TOUCH_TARGET + 4,
    border: 0,
    background: 'transparent',
    fontFamily: 'inherit',
    textAlign: 'left',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
  },
]);

export const action = style({
  cursor: 'pointer',
  ':active': { background: vars.colors.surfaceAlt },
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: -2 },
});

export const icon = sprinkles({ display: 'inlineFlex', flexShrink: 0, color: 'primary' });

export const label = sprinkles({ flexGrow: 1, minWidth: 0 });

export const value = style([sprinkles({ color: 'textMuted', fontSize: 'sm', textAlign: 'right' }), { overflowWrap: 'anywhere' }]);

export const chevron = sprinkles({ display: 'inlineFlex', flexShrink: 0, color: 'textMuted' });
