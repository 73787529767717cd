import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusPill } from '../status-pill/status-pill';
import type { ApplicationState } from '../status-pill/application-state';
import { DataTable, type DataTableColumn } from './data-table';

interface Application {
  id: string;
  time: string;
  activity: string;
  amount: number;
  state: ApplicationState;
}

const rows: Application[] = [
  { id: '1', time: '2026-03-15 10:02', activity: 'First deposit bonus', amount: 100, state: 'issued' },
  { id: '2', time: '2026-03-14 21:40', activity: 'Weekend rebate', amount: 12.5, state: 'applying' },
  { id: '3', time: '2026-03-12 08:15', activity: 'Birthday gift', amount: 50, state: 'rejected' },
  { id: '4', time: '2026-03-10 18:00', activity: 'Lucky draw', amount: 8, state: 'claimed' },
];

const columns: DataTableColumn<Application>[] = [
  { id: 'time', header: 'Time' },
  { id: 'activity', header: 'Activity' },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => row.amount.toFixed(2) },
  { id: 'state', header: 'Status', cell: (row) => <StatusPill state={row.state} /> },
];

const meta = {
  title: 'UI/Patterns/DataTable',
  component: DataTable<Application>,
  parameters: { layout: 'padded' },
  args: { caption: 'Activity applications', columns, rows, rowKey: (row: Application) => row.id },
} satisfies Meta<typeof DataTable<Application>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A table on a wide viewport, cards on a phone: switch the viewport to see it reflow. */
export const Auto: Story = {};
export const AlwaysCards: Story = { args: { layout: 'cards' } };
export const AlwaysTable: Story = { args: { layout: 'table' } };
export const Empty: Story = { args: { rows: [] } };
