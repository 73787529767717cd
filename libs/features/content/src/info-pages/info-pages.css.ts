import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { focusRing, TOUCH_TARGET } from '../shared/content.css';

export const badge = style({ width: 72, alignSelf: 'center' });

const pill = style([
  focusRing,
  sprinkles({ display: 'inlineFlex', alignItems: 'center', justifyContent: 'center', paddingY: 'none', paddingX: 'lg' }),
  sprinkles({ borderRadius: 'pill', fontWeight: 'bold' }),
  { minHeight: TOUCH_TARGET, textDecoration: 'none' },
]);

/** The page's main way on (download the app, the affiliate site). */
export const action = style([pill, sprinkles({ background: 'primary', color: 'onPrimary' })]);

/** A way on that is not the page's main one (register with a checked code, back to the list). */
export const secondaryAction = style([pill, sprinkles({ color: 'primary' }), { border: `1px solid ${vars.colors.primary}` }]);

export const cardLink = style([focusRing, { display: 'block', color: 'inherit', textDecoration: 'none' }]);
