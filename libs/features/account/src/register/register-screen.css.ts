import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const screen = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }),
  { padding: `calc(${vars.spacing.sm} + env(safe-area-inset-top)) ${vars.spacing.lg} ${vars.spacing.xl}` },
]);

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  marginLeft: `calc(${vars.spacing.sm} * -1)`,
  padding: 0,
  border: 0,
  borderRadius: vars.radii.pill,
  background: 'transparent',
  color: vars.colors.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 } },
});
