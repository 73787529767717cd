import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { listResetShape, pillShape, plainButtonShape, touchTargetShape, truncateShape } from '../theme/shapes';
import { space, sprinkles } from './sprinkles.css';

// Composed at build time, so Stack, Inline and Columns ship class names only, not the sprinkles runtime.
const spaceKeys = Object.keys(space) as (keyof typeof space)[];
const byGap = <T>(make: (gap: keyof typeof space) => T) =>
  Object.fromEntries(spaceKeys.map((gap) => [gap, make(gap)])) as Record<keyof typeof space, T>;

export const gap = byGap((key) => sprinkles({ gap: key }));

export const stack = sprinkles({ display: 'flex', flexDirection: 'column' });
export const inline = sprinkles({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' });
export const nowrap = sprinkles({ flexWrap: 'nowrap' });
export const columns = sprinkles({ display: 'flex', flexDirection: 'row' });
export const column = sprinkles({ flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: 0 });
export const columnContent = sprinkles({ flexGrow: 0, flexShrink: 0, flexBasis: 'auto' });

export const align = {
  start: sprinkles({ alignItems: 'start' }),
  center: sprinkles({ alignItems: 'center' }),
  end: sprinkles({ alignItems: 'end' }),
  stretch: sprinkles({ alignItems: 'stretch' }),
  baseline: sprinkles({ alignItems: 'baseline' }),
};

export const justify = {
  start: sprinkles({ justifyContent: 'start' }),
  center: sprinkles({ justifyContent: 'center' }),
  end: sprinkles({ justifyContent: 'end' }),
  spaceBetween: sprinkles({ justifyContent: 'spaceBetween' }),
};

/** A line between items, inside the gap: half the gap above it, half below. */
export const dividers = byGap((size) => {
  const stackWithDividers = style({ rowGap: 0 });
  globalStyle(`${stackWithDividers} > * + *`, {
    borderTop: `1px solid ${vars.colors.border}`,
    paddingTop: `calc(${space[size]} / 2)`,
    marginTop: `calc(${space[size]} / 2)`,
  });
  return stackWithDividers;
});

export const listReset = style(listResetShape);

export const padding = byGap((key) => sprinkles({ padding: key }));

export const card = style([
  sprinkles({ background: 'surface', borderRadius: 'md', color: 'text' }),
  { border: `1px solid ${vars.colors.border}` },
]);

export const text = style([sprinkles({ margin: 'none' }), { lineHeight: vars.typography.lineHeight }]);

export const textSize = {
  xs: sprinkles({ fontSize: 'xs' }),
  sm: sprinkles({ fontSize: 'sm' }),
  md: sprinkles({ fontSize: 'md' }),
  lg: sprinkles({ fontSize: 'lg' }),
  xl: sprinkles({ fontSize: 'xl' }),
};

export const textWeight = { regular: sprinkles({ fontWeight: 'regular' }), bold: sprinkles({ fontWeight: 'bold' }) };

export const textTone = {
  text: sprinkles({ color: 'text' }),
  muted: sprinkles({ color: 'textMuted' }),
  primary: sprinkles({ color: 'primary' }),
  danger: sprinkles({ color: 'danger' }),
};

export const truncate = style(truncateShape);

export const textAlign = {
  left: sprinkles({ textAlign: 'left' }),
  center: sprinkles({ textAlign: 'center' }),
  right: sprinkles({ textAlign: 'right' }),
};

/** A bordered surface at the theme's md padding and radius, for fields and rows that are not Cards. */
export const surfaceFrame = style({
  padding: vars.spacing.md,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  font: 'inherit',
});

/** A full-width row a member taps: a choice, a message, a link. */
export const tappableRow = style([surfaceFrame, { width: '100%', textAlign: 'left', cursor: 'pointer' }]);

// Shapes two or more features repeat, for their lazy parts: a first-render .css.ts (the headers, the footer bar,
// home's own) that composed one would add this stylesheet to the main chunk's preload list, and home's first render
// would grow: those spread the same declarations from ../theme/shapes into classes of their own.

/** The keyboard focus ring: 2 px (or 3) in the given colour; a negative offset draws it inside the control. */
const ring = (color: string, outlineOffset: number, width = 2) =>
  style({ ':focus-visible': { outline: `${width}px solid ${color}`, outlineOffset } });

export const focusRing = {
  primary: ring(vars.colors.primary, 2),
  primaryInset: ring(vars.colors.primary, -2),
  text: ring(vars.colors.text, 2),
  textThick: ring(vars.colors.text, 2, 3),
  header: ring(vars.colors.headerText, 2),
};

/** The least height of a link or button a member taps, without the link's underline. */
export const touchTarget = style(touchTargetShape);

/** A rounded bold link or button at the 44 px touch height; each use gives its padding and colours. */
export const pill = style([touchTarget, pillShape]);

/** The pill of a way on that is not the page's main one: a 1 px primary border, primary text, no fill of its own. */
export const outlinePill = style([pill, sprinkles({ color: 'primary' }), { border: `1px solid ${vars.colors.primary}` }]);

/** A pill link that takes the member on (the app, the affiliate site, a service page): centred, lg at the sides; each use gives its colours. */
export const wayOnPill = style([pill, focusRing.primary, sprinkles({ justifyContent: 'center', paddingY: 'none', paddingX: 'lg' })]);

/** A button drawn by its class: no border of its own, the theme's font, a pointer. */
export const plainButton = style(plainButtonShape);

/** The part of a row that takes the width left. */
export const grow = style({ flex: 1, minWidth: 0 });

/** The text column of a row (a message, a promotion, a disclosure's summary, a lottery): the width left, lines stacked. */
export const rowText = style([grow, sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' })]);

/** Figures that line up from one line to the next (amounts, draws). */
export const tabularNums = style({ fontVariantNumeric: 'tabular-nums' });

/** A line under a row of a list. */
export const dividerBelow = style({ borderBottom: `1px solid ${vars.colors.border}` });

/** A full-width link of a menu list (the side menu's, help's topics): in the text colour, a line under it; each use gives its height. */
export const linkRow = style([
  dividerBelow,
  focusRing.primaryInset,
  sprinkles({ display: 'flex', alignItems: 'center', paddingX: 'sm', color: 'text' }),
  { textDecoration: 'none' },
]);

/**
 * A button with no look of its own: no border or fill, the font and line of the text around it. Not the font
 * shorthand, which would reset a size or weight another class gives: each use gives those.
 */
export const bareButton = style({
  border: 'none',
  background: 'transparent',
  fontFamily: 'inherit',
  lineHeight: 'inherit',
  cursor: 'pointer',
});

/**
 * A full-width button that opens the part below it (an accordion's, a disclosure's): bold, in the text colour. Its own
 * declarations, not atoms: each atom is one more class name in every chunk that uses it.
 */
export const toggleRow = style([
  bareButton,
  focusRing.primaryInset,
  {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    color: vars.colors.text,
    fontWeight: vars.typography.fontWeight.bold,
  },
]);

/** A tab or menu entry the member chose (pressed or selected), filled in the primary colour (games' tabs, home's menu). */
export const chosenFill = style({
  selectors: {
    '&[aria-pressed="true"], &[aria-selected="true"]': {
      background: vars.colors.primary,
      borderColor: vars.colors.primary,
      color: vars.colors.onPrimary,
    },
  },
});

/** A round 44 px button or link drawn by its icon alone, centred; each use gives its colours. */
export const roundIconTarget = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
});

/** A bold link in the primary colour at the 44 px touch height (a page's "all topics", a policy, an about page). */
export const touchLink = style([
  touchTarget,
  focusRing.primary,
  sprinkles({ display: 'inlineFlex', alignItems: 'center', color: 'primary', fontWeight: 'bold' }),
]);

/** A vendor's tile (home's vendor rows, the game centre's grid): its icon over its name, bold, on the alt surface. */
export const vendorTile = style([
  plainButton,
  focusRing.primary,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'xs', width: 'full', textAlign: 'left' }),
  sprinkles({ borderRadius: 'md', background: 'surfaceAlt', color: 'text', fontSize: 'sm', fontWeight: 'bold' }),
  { textDecoration: 'none' },
]);

/**
 * A link filled in the primary colour at the touch height, centred, in md corners (the side menu's actions, home's app
 * block); each use gives its ring.
 */
export const filledAction = style([
  touchTarget,
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'md' }),
  sprinkles({ background: 'primary', color: 'onPrimary', fontWeight: 'bold' }),
]);
