import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../utils/cx';
import * as styles from './data-table.css';

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** The cell's content; by default the row's property named like the column. */
  cell?: (row: Row) => ReactNode;
  /** Numbers and amounts line up on the right. */
  align?: 'start' | 'end';
}

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  /** Names the table for assistive tech (visually hidden). */
  caption: string;
  /**
   * `auto`: a table on wide screens, a card per row on a phone; `cards`: always cards; `table`: always a
   * table that scrolls sideways.
   */
  layout?: 'auto' | 'cards' | 'table';
  /** Shown in place of the rows when there are none; "No records" by default. */
  empty?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

function defaultCell<Row>(row: Row, id: string): ReactNode {
  const value = (row as Record<string, unknown>)[id];
  return value == null ? '' : String(value);
}

/**
 * Records (deposits, bets, team members) as a table. Explicit ARIA roles keep the table semantics when the
 * card layout changes the elements' display, which drops them in some browsers. Needs the "kit" text group.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  layout = 'auto',
  empty,
  className,
  'data-testid': testId,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const layoutClass = layout === 'cards' ? styles.cards : layout === 'auto' ? styles.auto : undefined;
  return (
    <div className={cx(styles.frame, layoutClass, className)} data-testid={testId} data-layout={layout}>
      <table role="table" className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead role="rowgroup" className={styles.head}>
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.id}
                role="columnheader"
                scope="col"
                className={cx(styles.headerCell, column.align === 'end' && styles.alignEnd)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={styles.body}>
          {rows.length === 0 ? (
            <tr role="row">
              <td role="cell" colSpan={columns.length} className={styles.empty}>
                {empty ?? t('kit_table_empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} role="row" className={styles.row}>
                {columns.map((column) => (
                  <td key={column.id} role="cell" className={cx(styles.cell, column.align === 'end' && styles.alignEnd)}>
                    <span className={styles.cellLabel} aria-hidden="true">
                      {column.header}
                    </span>
                    <span>{column.cell ? column.cell(row) : defaultCell(row, column.id)}</span>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
