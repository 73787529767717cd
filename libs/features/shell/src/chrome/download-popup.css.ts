import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const body = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }), { textAlign: 'center' }]);

export const more = style({
  display: 'block',
  width: '100%',
  minHeight: 44,
  lineHeight: '44px',
  textAlign: 'center',
  color: vars.colors.primary,
  fontWeight: vars.typography.fontWeight.bold,
  ':focus-visible': { outline: `2px solid ${vars.colors.text}`, outlineOffset: 2 },
});
