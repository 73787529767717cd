import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const refresh = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 104,
  height: 40,
  marginRight: `calc(${vars.spacing.sm} * -1)`,
  padding: 0,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.sm,
  background: vars.colors.surfaceAlt,
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 } },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });
