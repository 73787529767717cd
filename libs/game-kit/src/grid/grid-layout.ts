/** Phones show three games a row; wider screens more, each at least MIN_TILE_WIDTH px wide. */
export const MIN_COLUMNS = 3;
export const MAX_COLUMNS = 8;
export const MIN_TILE_WIDTH = 100;
export const GRID_GAP = 8;
/** The name under the icon: two lines, fixed so every row has the same height. */
export const NAME_HEIGHT = 34;
/** Rows drawn beyond the viewport on each side, so a fling does not show blanks. */
export const OVERSCAN_ROWS = 3;

export interface GridLayout {
  columns: number;
  rowHeight: number;
}

export function gridLayout(width: number): GridLayout {
  const fit = Math.floor((width + GRID_GAP) / (MIN_TILE_WIDTH + GRID_GAP));
  const columns = Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, fit));
  const tileWidth = Math.max(0, (width - GRID_GAP * (columns - 1)) / columns);
  // icon (square) + gap + name + the gap between rows
  return { columns, rowHeight: Math.round(tileWidth + 4 + NAME_HEIGHT + GRID_GAP) };
}

/** The items of row `row` out of `items` laid out `columns` to a row. */
export function rowItems<T>(items: readonly T[], row: number, columns: number): readonly T[] {
  return items.slice(row * columns, row * columns + columns);
}
