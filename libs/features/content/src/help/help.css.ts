import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { TOUCH_TARGET } from '../shared/content.css';

export const children = sprinkles({ marginTop: 'sm' });

export const allTopics = style([
  sprinkles({ display: 'inlineFlex', alignItems: 'center', color: 'primary', fontWeight: 'bold' }),
  { alignSelf: 'flex-start', minHeight: TOUCH_TARGET, textDecoration: 'none' },
]);

export const menuLink = style([
  sprinkles({ display: 'flex', alignItems: 'center', paddingY: 'none', paddingX: 'sm', color: 'text' }),
  {
    minHeight: TOUCH_TARGET,
    borderBottom: `1px solid ${vars.colors.border}`,
    textDecoration: 'none',
    ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: -2 },
  },
]);
