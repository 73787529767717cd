import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
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
  const rowStyle = (start: number): CSSProperties => ({
    height: rowHeight,
    transform: `translateY(${start - virtualizer.options.scrollMargin}px)`,
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  });

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
        <div key={row.key} className={styles.row} style={rowStyle(row.start)} role="presentation" data-row={row.index}>
          {rowItems(items, row.index, columns).map((item) => (
            <div key={itemKey(item)} role="listitem">
              {renderItem(item)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
