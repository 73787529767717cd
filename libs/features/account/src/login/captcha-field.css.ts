import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const refresh = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 96,
  minHeight: 40,
  padding: 0,
  border: 0,
  borderRadius: vars.radii.sm,
  background: 'transparent',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});

export const image = style({ display: 'block', height: 40, width: 'auto', borderRadius: vars.radii.sm });

export const placeholder = style({ color: vars.colors.textMuted, fontSize: vars.typography.fontSize.xs, whiteSpace: 'normal' });
