import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';

/** Space steps of the theme, plus none: the only gaps, paddings and margins a layout can ask for. */
export const space = { none: '0', ...vars.spacing };
export type Space = keyof typeof space;

const { overlay: _overlay, ...colors } = vars.colors;
export type ColorSlot = keyof typeof colors;

const layoutProperties = defineProperties({
  properties: {
    display: { none: 'none', block: 'block', flex: 'flex', inlineFlex: 'inline-flex', grid: 'grid' },
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', baseline: 'baseline' },
    justifyContent: { start: 'flex-start', center: 'center', end: 'flex-end', spaceBetween: 'space-between' },
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    flexBasis: { 0: '0', auto: 'auto' },
    minWidth: [0],
    width: { full: '100%' },
    position: ['relative'],
    overflow: ['hidden'],
    textAlign: ['left', 'center', 'right'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    borderRadius: vars.radii,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const toneProperties = defineProperties({
  properties: {
    background: colors,
    color: colors,
    fontSize: vars.typography.fontSize,
    fontWeight: vars.typography.fontWeight,
  },
});

/**
 * Atomic classes over the theme contract. Call it in a .css.ts file to compose a screen's class at build
 * time (no runtime cost), or at runtime through Box.
 */
export const sprinkles = createSprinkles(layoutProperties, toneProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
