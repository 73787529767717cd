import type { ReactNode } from 'react';
import * as rowStyles from './rows.css';

/** One tab of a row of tabs (game types, vendors, regions): the parent is the role="tablist". */
export function RowTab({
  selected,
  onSelect,
  testId,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button type="button" role="tab" className={rowStyles.tab} aria-selected={selected} onClick={onSelect} data-testid={testId}>
      {children}
    </button>
  );
}
