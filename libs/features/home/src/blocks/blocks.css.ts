import { style } from '@vanilla-extract/css';
import { sprinkles } from '@playdeck/ui/box';
import { vars } from '@playdeck/ui/theme';

/** A card (the kit's surface panel) laid out as a stack. */
export const section = style([
  sprinkles({
    background: 'surface',
    borderRadius: 'md',
    color: 'text',
    padding: 'md',
    display: 'flex',
    flexDirection: 'column',
    gap: 'sm',
  }),
  {
    border: `1px solid ${vars.colors.border}`,
    position: 'relative',
    minWidth: 0,
    scrollMarginTop: vars.spacing.md,
    ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
  },
]);

/**
 * Blocks that start below a phone's fold: the browser skips their style, layout and paint until they near the
 * screen (`auto` remembers the height they last had), so rendering them during load costs no long task.
 */
export const belowFold = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 240px' });

export const titleRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.spacing.xs, minHeight: 32 });

/** Controls sit right after the title, at the line's start: the line's end is under the floating button's column. */
export const titleControls = style({ display: 'inline-flex', gap: vars.spacing.xs, selectors: { '&:empty': { display: 'none' } } });
