import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../layout/sprinkles.css';
import { visuallyHidden } from '../../utils/shared.css';

/** Below this width an `auto` table shows each row as a card of label: value lines. */
export const CARDS_BELOW_PX = 600;
const narrow = `screen and (max-width: ${CARDS_BELOW_PX - 1}px)`;

export const cards = style({});
export const auto = style({});

/** A rule for stacked (card) mode: always under `cards`, on narrow screens under `auto`. */
function stacked(rule: StyleRule): StyleRule {
  return {
    selectors: { [`${cards} &`]: rule },
    '@media': { [narrow]: { selectors: { [`${auto} &`]: rule } } },
  } as StyleRule;
}

export const frame = style([sprinkles({ width: 'full' }), { overflowX: 'auto' }]);

export const table = style([
  sprinkles({ width: 'full', fontSize: 'sm', color: 'text' }),
  { borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' },
  stacked({ display: 'block' }),
]);

const hiddenHead = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export const head = style([stacked(hiddenHead)]);

export const body = style([stacked({ display: 'flex', flexDirection: 'column', gap: vars.spacing.sm })]);

export const row = style([
  { borderBottom: `1px solid ${vars.colors.border}` },
  stacked({
    display: 'block',
    padding: `${vars.spacing.xs} ${vars.spacing.md}`,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: vars.radii.md,
    background: vars.colors.surface,
  }),
]);

export const headerCell = style([
  sprinkles({ paddingX: 'sm', paddingY: 'sm', color: 'textMuted', fontWeight: 'bold' }),
  { background: vars.colors.surfaceAlt, whiteSpace: 'nowrap' },
]);

export const cell = style([
  sprinkles({ paddingX: 'sm', paddingY: 'sm' }),
  stacked({ display: 'flex', justifyContent: 'space-between', gap: vars.spacing.md, paddingInline: 0, paddingBlock: vars.spacing.xs }),
]);

export const alignEnd = style([{ textAlign: 'right' }, stacked({ textAlign: 'right' })]);

/** The column name inside each cell, shown only as a card; the header cell names the column for assistive tech. */
export const cellLabel = style([{ display: 'none' }, stacked({ display: 'inline', color: vars.colors.textMuted, textAlign: 'left' })]);

export const empty = style([sprinkles({ paddingY: 'lg', textAlign: 'center', color: 'textMuted' })]);

export const caption = visuallyHidden;
