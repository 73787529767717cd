import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { TextField } from './text-field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Username', placeholder: 'Enter username' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: '4 to 16 letters or digits' } };
export const WithError: Story = { args: { hint: '4 to 16 letters or digits', error: 'Please enter a username' } };
export const Password: Story = {
  args: { label: 'Password', type: 'password', placeholder: 'Enter password', showPasswordLabel: 'Show password' },
};
export const MobileWithCountryCode: Story = {
  args: {
    label: 'Mobile number',
    type: 'tel',
    inputMode: 'tel',
    prefix: '+84',
    placeholder: '912 345 678',
    suffix: (
      <Button size="sm" variant="ghost">
        Send code
      </Button>
    ),
  },
};
export const Disabled: Story = { args: { disabled: true, value: 'player01', readOnly: true } };
