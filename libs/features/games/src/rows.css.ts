import { chosenFill, focusRing, listReset, plainButton, sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** A games screen's edges; the slots centre's parts follow one another without a gap (as the baselines draw it). */
export const screen = style({ padding: vars.spacing.sm, paddingBottom: vars.spacing.lg });

/** A row of chips or tabs that scrolls sideways when it outgrows the screen. */
export const scrollRow = style([sprinkles({ display: 'flex', gap: 'xs' }), { overflowX: 'auto', paddingBottom: 2 }]);

/** A list two equal columns wide, without bullets: the vendor grids. */
export const twoColumns = style([listReset, sprinkles({ display: 'grid' }), { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }]);

/** A tab or chip of those rows; the chosen one is filled. */
export const tab = style([
  sprinkles({ paddingY: 'none', paddingX: 'sm', borderRadius: 'pill', background: 'surface', color: 'text', fontSize: 'sm' }),
  plainButton,
  focusRing.primary,
  chosenFill,
  { flex: '1 0 auto', minHeight: 36, border: `1px solid ${vars.colors.border}` },
]);
