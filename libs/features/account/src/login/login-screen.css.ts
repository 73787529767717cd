import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

// The brand's logo is drawn for the header's colours, so it sits on a header-coloured band.
export const top = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 52,
  padding: `calc(${vars.spacing.xs} + env(safe-area-inset-top)) ${vars.spacing.md} ${vars.spacing.xs}`,
  background: vars.colors.headerBackground,
  color: vars.colors.headerText,
});

export const back = style({
  position: 'absolute',
  left: vars.spacing.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radii.pill,
  color: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.colors.headerText}`, outlineOffset: 2 },
});

export const logo = style({ display: 'block', height: 34, maxWidth: '55vw' });
