import { focusRing, pill, sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const badge = style({ width: 72, alignSelf: 'center' });

const wayOn = style([pill, focusRing.primary, sprinkles({ justifyContent: 'center', paddingY: 'none', paddingX: 'lg' })]);

/** The page's main way on (download the app, the affiliate site). */
export const action = style([wayOn, sprinkles({ background: 'primary', color: 'onPrimary' })]);

/** A way on that is not the page's main one (register with a checked code, back to the list). */
export const secondaryAction = style([wayOn, sprinkles({ color: 'primary' }), { border: `1px solid ${vars.colors.primary}` }]);

export const cardLink = style([focusRing.primary, { display: 'block', color: 'inherit', textDecoration: 'none' }]);
