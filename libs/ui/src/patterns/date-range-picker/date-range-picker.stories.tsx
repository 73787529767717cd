import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../../layout/stack';
import { DateRangePicker, type ChosenRange, type DateRangePickerProps } from './date-range-picker';

// A fixed today, so the story looks the same every day.
const now = () => new Date(2026, 2, 15, 12);

const meta = {
  title: 'UI/Patterns/DateRangePicker',
  component: DateRangePicker,
  parameters: { layout: 'padded' },
  args: { onChange: () => {}, now, maxSpanDays: 30 },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {};
export const Last7Days: Story = { args: { defaultPreset: 'last7Days' } };

function PickerWithOutput(args: DateRangePickerProps) {
  const [range, setRange] = useState<ChosenRange | null>(null);
  return (
    <Stack gap="md">
      <DateRangePicker {...args} onChange={setRange} />
      <output>{range ? `${range.preset}: ${range.start} – ${range.end}` : 'Pick a range'}</output>
    </Stack>
  );
}

export const ShowsTheChosenRange: Story = { render: (args) => <PickerWithOutput {...args} /> };
