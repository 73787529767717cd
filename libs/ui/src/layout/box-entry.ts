// Its own entry: Box calls sprinkles at run time, which ships the whole atomic class map; only screens that
// use Box pay for it.
export { Box, type BoxProps } from './box';
export { sprinkles, space, type ColorSlot, type Space, type Sprinkles } from './sprinkles.css';
export {
  bareButton,
  card,
  chosenFill,
  dividerBelow,
  filledAction,
  focusRing,
  grow,
  linkRow,
  listReset,
  outlinePill,
  pill,
  plainButton,
  rowText,
  roundIconTarget,
  surfaceFrame,
  tabularNums,
  tappableRow,
  toggleRow,
  touchLink,
  touchTarget,
  truncate,
  vendorTile,
  wayOnPill,
} from './layout.css';
