import { style } from '@vanilla-extract/css';
import { sprinkles } from '@playdeck/ui/box';
import { vars } from '@playdeck/ui/theme';

// Shapes the shell's lazy parts share (member bar, side menu, status pages, popups). Not for the first render's
// own files: every composed class adds its name to the JavaScript that imports it.

/** The keyboard focus ring: 2 px (or 3) in the given colour; a negative offset draws it inside the control. */
const ring = (color: string, outlineOffset: number, width = 2) =>
  style({ ':focus-visible': { outline: `${width}px solid ${color}`, outlineOffset } });

export const focusRing = {
  header: ring(vars.colors.headerText, 2),
  primaryInset: ring(vars.colors.primary, -2),
  text: ring(vars.colors.text, 2),
  textThick: ring(vars.colors.text, 2, 3),
};

/** A rounded bold link or button at the 44 px touch height; each use gives its padding and colours. */
export const pill = style([
  sprinkles({ display: 'inlineFlex', alignItems: 'center', borderRadius: 'pill', fontWeight: 'bold' }),
  { minHeight: 44, textDecoration: 'none' },
]);

export const bareList = style([sprinkles({ margin: 'none', padding: 'none' }), { listStyle: 'none' }]);

export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
