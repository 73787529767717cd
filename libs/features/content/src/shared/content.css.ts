import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** At least 44 px: every tappable row of the content screens. */
export const TOUCH_TARGET = 44;

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
