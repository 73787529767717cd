// The virtualised grid apart from the barrel: home imports the barrel, and would otherwise download
// @tanstack/react-virtual with it.
export { VirtualGameGrid, type VirtualGameGridProps } from './grid/virtual-game-grid';
export { gridLayout } from './grid/grid-layout';
