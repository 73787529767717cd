import { style } from '@vanilla-extract/css';
import { focusRing, sprinkles, surfaceFrame } from '@playdeck/ui/box';
import { vars } from '@playdeck/ui/theme';

/** A card (the kit's bordered surface) laid out as a stack. */
export const section = style([
  surfaceFrame,
  focusRing.primary,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', position: 'relative', minWidth: 0 }),
  { scrollMarginTop: vars.spacing.md },
]);

/**
 * Blocks that start below a phone's fold: the browser skips their style, layout and paint until they near the
 * screen (`auto` remembers the height they last had), so rendering them during load costs no long task.
 */
export const belowFold = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 240px' });

export const titleRow = style([sprinkles({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 'xs' }), { minHeight: 32 }]);

/** Controls sit right after the title, at the line's start: the line's end is under the floating button's column. */
export const titleControls = style([sprinkles({ display: 'inlineFlex', gap: 'xs' }), { selectors: { '&:empty': { display: 'none' } } }]);
