import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Bank',
    placeholder: 'Choose a bank',
    options: [
      { value: 'VCB', label: 'Vietcombank' },
      { value: 'TCB', label: 'Techcombank' },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { defaultValue: 'TCB' } };
export const WithError: Story = { args: { error: 'Please choose your bank' } };
export const Disabled: Story = { args: { defaultValue: 'VCB', disabled: true } };
