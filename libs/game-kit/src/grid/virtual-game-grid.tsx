import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { gridLayout, OVERSCAN_ROWS, rowItems } from './grid-layout';
import * as styles from './game-grid.css';

export interface VirtualGameGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
  testId?: string;
}

function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

interface GridRowProps<T> {
  items: readonly T[];
  index: number;
  columns: number;
  rowHeight: number;
  /** From the grid's top, px. */
  offset: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/**
 * One row of tiles. Memoised on plain values: a scroll that brings one row in renders that row only, not every
 * tile on screen (the parent's `renderItem` keeps its identity while only the scroll position changes).
 */
const GridRow = memo(function GridRow<T>({ items, index, columns, rowHeight, offset, itemKey, renderItem }: GridRowProps<T>) {
  return (
    <div
      className={styles.row}
      style={{ height: rowHeight, transform: `translateY(${offset}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      role="presentation"
      data-row={index}
    >
      {rowItems(items, index, columns).map((item) => (
        <div key={itemKey(item)} role="listitem">
          {renderItem(item)}
        </div>
      ))}
    </div>
  );
}) as <T>(props: GridRowProps<T>) => ReactNode;

/**
 * An endless grid that stays smooth with thousands of games: only the rows near the viewport are in the
 * DOM (the page itself scrolls, as on every phone site). Rows have one fixed height, so nothing is measured.
 */
export function VirtualGameGrid<T>({ items, itemKey, renderItem, label, testId = 'game-grid' }: VirtualGameGridProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  // The page scrolls, not the grid: rows are placed from the grid's distance to the top, read once laid out.
  const [offsetTop, setOffsetTop] = useState(0);
  useLayoutEffect(() => setOffsetTop(ref.current?.offsetTop ?? 0), [items, width]);
  // Before the first measurement (and in environments without layout) a phone's width stands in.
  const { columns, rowHeight } = gridLayout(width || 360);
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offsetTop,
  });
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const rows = virtualizer.getVirtualItems();

  return (
    <div
      ref={ref}
      className={styles.grid}
      style={{ height: virtualizer.getTotalSize() }}
      role="list"
      aria-label={label}
      data-testid={testId}
      data-count={items.length}
    >
      {rows.map((row) => (
        <GridRow
          key={row.key}
          items={items}
          index={row.index}
          columns={columns}
          rowHeight={rowHeight}
          offset={row.start - virtualizer.options.scrollMargin}
          itemKey={itemKey}
          renderItem={renderItem}
        />
      ))}
    </div>
  );
}
