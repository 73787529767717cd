import { focusRing, outlinePill, sprinkles, wayOnPill } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';

export const badge = style({ width: 72, alignSelf: 'center' });

/** The page's main way on (download the app, the affiliate site). */
export const action = style([wayOnPill, sprinkles({ background: 'primary', color: 'onPrimary' })]);

/** A way on that is not the page's main one (register with a checked code, back to the list). */
export const secondaryAction = style([wayOnPill, outlinePill]);

export const cardLink = style([focusRing.primary, { display: 'block', color: 'inherit', textDecoration: 'none' }]);
