import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKitTexts } from '../../testing/kit-texts';
import { DataTable, type DataTableColumn } from './data-table';
import * as styles from './data-table.css';

beforeAll(() => loadKitTexts('EN'));

interface Deposit {
  id: string;
  time: string;
  amount: number;
  status: string;
}

const columns: DataTableColumn<Deposit>[] = [
  { id: 'time', header: 'Time' },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => row.amount.toFixed(2) },
  { id: 'status', header: 'Status' },
];
const rows: Deposit[] = [
  { id: 'a', time: '2026-03-15 10:00', amount: 100, status: 'Success' },
  { id: 'b', time: '2026-03-14 09:30', amount: 25.5, status: 'Pending' },
];

describe('DataTable', () => {
  it('is a table with column headers and one row per record', () => {
    render(<DataTable caption="Deposit records" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Deposit records' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time', 'Amount', 'Status']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.lastChild!.textContent),
    ).toEqual(['2026-03-15 10:00', '100.00', 'Success']);
    expect(within(second!).getAllByRole('cell')[1]!.lastChild!.textContent).toBe('25.50');
  });

  it('keeps explicit table roles, since card layout changes the elements display', () => {
    render(<DataTable caption="Deposits" columns={columns} rows={rows} rowKey={(row) => row.id} layout="cards" />);
    const table = screen.getByRole('table');
    expect(table.getAttribute('role')).toBe('table');
    for (const row of table.querySelectorAll('tr')) expect(row.getAttribute('role')).toBe('row');
    for (const cell of table.querySelectorAll('td')) expect(cell.getAttribute('role')).toBe('cell');
    for (const group of table.querySelectorAll('thead, tbody')) expect(group.getAttribute('role')).toBe('rowgroup');
  });

  it('labels every value with its column for the card layout, hidden from assistive tech', () => {
    render(<DataTable caption="Deposits" columns={columns} rows={rows} rowKey={(row) => row.id} layout="cards" />);
    const [, first] = screen.getAllByRole('row');
    const labels = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.firstElementChild!);
    expect(labels.map((label) => label.textContent)).toEqual(['Time', 'Amount', 'Status']);
    for (const label of labels) expect(label.getAttribute('aria-hidden')).toBe('true');
    expect(within(first!).getAllByRole('cell')[1]!.textContent).toBe('Amount100.00');
  });

  it('reflows by layout: cards always, a table only on wide screens by default, or always a table', () => {
    const { rerender } = render(
      <DataTable caption="d" columns={columns} rows={rows} rowKey={(row) => row.id} data-testid="t" layout="cards" />,
    );
    expect(screen.getByTestId('t').className).toContain(styles.cards);
    rerender(<DataTable caption="d" columns={columns} rows={rows} rowKey={(row) => row.id} data-testid="t" />);
    expect(screen.getByTestId('t').className).toContain(styles.auto);
    rerender(<DataTable caption="d" columns={columns} rows={rows} rowKey={(row) => row.id} data-testid="t" layout="table" />);
    expect(screen.getByTestId('t').className).not.toContain(styles.auto);
    expect(screen.getByTestId('t').className).not.toContain(styles.cards);
  });

  it('says there are no records across the whole width when there are none', () => {
    render(<DataTable caption="Deposits" columns={columns} rows={[]} rowKey={(row) => row.id} />);
    const cell = screen.getByRole('cell', { name: 'No records' });
    expect(cell.getAttribute('colspan')).toBe('3');
  });
});
