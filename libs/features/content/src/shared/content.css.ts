import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** At least 44 px: every tappable row of the content screens. */
export const TOUCH_TARGET = 44;

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.md,
  padding: vars.spacing.lg,
});

export const card = style({
  padding: vars.spacing.lg,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight,
  color: vars.colors.text,
});

export const muted = style({
  margin: 0,
  fontWeight: vars.typography.fontWeight.regular,
  fontSize: vars.typography.fontSize.sm,
  color: vars.colors.textMuted,
});

/** Server HTML: images never overflow a phone, links look like links. */
export const richText = style({
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight,
  color: vars.colors.text,
  overflowWrap: 'anywhere',
});

globalStyle(`${richText} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${richText} p`, { margin: `0 0 ${vars.spacing.sm}` });
globalStyle(`${richText} a`, { color: vars.colors.primary, fontWeight: vars.typography.fontWeight.bold });

export const skeletonStack = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.sm });
