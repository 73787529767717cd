import { style } from '@vanilla-extract/css';
import { iconButtonShape, vars } from '@playdeck/ui/theme';
import { NAME_HEIGHT } from '../grid/grid-layout';

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xs,
  minWidth: 0,
});

export const open = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xs,
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.colors.text,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.xs,
  textAlign: 'center',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const icon = style({ borderRadius: vars.radii.md, background: vars.colors.surfaceAlt });

export const name = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  height: NAME_HEIGHT,
  lineHeight: 1.3,
});

export const marks = style({
  position: 'absolute',
  top: 4,
  left: 4,
  display: 'flex',
  gap: 2,
  pointerEvents: 'none',
});

export const favourite = style({
  position: 'absolute',
  top: 0,
  right: 0,
  ...iconButtonShape(36),
  borderRadius: '50%',
  color: vars.colors.onPrimary,
  filter: 'drop-shadow(0 0 2px rgba(0, 0, 0, 0.7))',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}` },
  selectors: { '&[aria-pressed="true"]': { color: vars.colors.warning } },
});

// Over the icon, so revealing the buttons keeps every grid row the same height.
export const actions = style({
  position: 'absolute',
  left: 4,
  right: 4,
  top: '40%',
  display: 'flex',
  gap: vars.spacing.xs,
  justifyContent: 'center',
});

export const action = style({
  flex: 1,
  minHeight: 32,
  border: 'none',
  borderRadius: vars.radii.pill,
  background: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.bold,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.colors.text}`, outlineOffset: 1 },
});

export const secondaryAction = style([action, { background: vars.colors.surfaceAlt, color: vars.colors.text }]);
