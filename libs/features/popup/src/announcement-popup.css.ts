import { sprinkles } from '@playdeck/ui/box';
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

const TOUCH_TARGET = 44;

export const content = style({
  overflowWrap: 'anywhere',
  color: vars.colors.text,
});

globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${content} a`, { color: vars.colors.primary, textDecoration: 'underline' });
globalStyle(`${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} > :last-child`, { marginBottom: 0 });

export const actions = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }), { width: '100%' }]);

export const arrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: TOUCH_TARGET,
  height: TOUCH_TARGET,
  padding: 0,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.pill,
  background: vars.colors.surface,
  color: vars.colors.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-disabled="true"]': { opacity: 0.35, cursor: 'default' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
  },
});

export const page = style({
  margin: 0,
  minWidth: '4em',
  textAlign: 'center',
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
