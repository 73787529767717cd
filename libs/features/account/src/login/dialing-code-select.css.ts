import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const wrapper = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'stretch',
  paddingRight: vars.spacing.sm,
  borderRight: `1px solid ${vars.colors.border}`,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 } },
});

export const shown = style([
  sprinkles({ display: 'flex', flexDirection: 'row', flexWrap: 'nowrap', gap: 'xs', alignItems: 'center' }),
  {
    fontSize: `max(16px, ${vars.typography.fontSize.md})`,
    fontWeight: vars.typography.fontWeight.bold,
  },
]);

export const select = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  opacity: 0,
  // iOS zooms on focusing a control under 16px.
  fontSize: 16,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});
