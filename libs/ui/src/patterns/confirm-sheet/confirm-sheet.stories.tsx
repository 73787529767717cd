import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../components/button/button';
import { ConfirmSheet, type ConfirmSheetProps } from './confirm-sheet';

const meta = {
  title: 'UI/Patterns/ConfirmSheet',
  component: ConfirmSheet,
  args: {
    open: true,
    title: 'Delete bank card',
    message: 'The card ending 1234 will be removed from your account.',
    onConfirm: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof ConfirmSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Destructive: Story = { args: { tone: 'danger', confirmLabel: 'Delete' } };
export const Busy: Story = { args: { busy: true } };

function OpenedByAButton(args: ConfirmSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log out</Button>
      <ConfirmSheet {...args} open={open} onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </>
  );
}

export const FromAButton: Story = { render: (args) => <OpenedByAButton {...args} /> };
