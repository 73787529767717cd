import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { focusRing, grow, TOUCH_TARGET } from '../shared/content.css';

export const row = style([
  focusRing,
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'md', padding: 'md', borderRadius: 'md', background: 'surface', color: 'text' }),
  { minHeight: TOUCH_TARGET, border: `1px solid ${vars.colors.border}`, textDecoration: 'none' },
]);

export const rowText = grow;

export const rowTitle = style([
  sprinkles({ fontSize: 'md', fontWeight: 'bold', overflow: 'hidden' }),
  { textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
]);

export const unreadTitle = sprinkles({ color: 'primary' });
