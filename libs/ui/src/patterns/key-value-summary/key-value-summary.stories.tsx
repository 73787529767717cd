import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusPill } from '../status-pill/status-pill';
import { KeyValueSummary } from './key-value-summary';

const meta = {
  title: 'UI/Patterns/KeyValueSummary',
  component: KeyValueSummary,
  parameters: { layout: 'padded' },
  args: {
    items: [
      { id: 'order', label: 'Order number', value: 'D2026031500042', copyText: 'D2026031500042' },
      { id: 'bank', label: 'Bank', value: 'Vietcombank' },
      { id: 'account', label: 'Account number', value: '0071 0001 2345 6789', copyText: '0071000123456789' },
      { id: 'amount', label: 'Amount', value: '1,000,000.00', emphasis: true },
      { id: 'status', label: 'Status', value: <StatusPill state="process" /> },
    ],
  },
} satisfies Meta<typeof KeyValueSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DepositOrder: Story = {};
