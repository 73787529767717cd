import { sprinkles } from '@playdeck/ui/box';
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** Server HTML: images never overflow a phone, links look like links. */
export const richText = style([
  sprinkles({ fontSize: 'md', color: 'text' }),
  { lineHeight: vars.typography.lineHeight, overflowWrap: 'anywhere' },
]);

globalStyle(`${richText} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${richText} p`, { margin: `0 0 ${vars.spacing.sm}` });
globalStyle(`${richText} a`, { color: vars.colors.primary, fontWeight: vars.typography.fontWeight.bold });
