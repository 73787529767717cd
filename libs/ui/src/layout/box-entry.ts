// Its own entry: Box calls sprinkles at run time, which ships the whole atomic class map; only screens that
// use Box pay for it.
export { Box, type BoxProps } from './box';
export { sprinkles, space, type ColorSlot, type Space, type Sprinkles } from './sprinkles.css';
export {
  dividerBelow,
  focusRing,
  grow,
  listReset,
  pill,
  plainButton,
  surfaceFrame,
  tabularNums,
  tappableRow,
  touchTarget,
  truncate,
} from './layout.css';
