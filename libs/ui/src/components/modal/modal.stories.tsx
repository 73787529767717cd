import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { Modal, type ModalProps } from './modal';

function ModalDemo(props: Omit<ModalProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    open: false,
    onClose: () => {},
    title: 'Announcement',
    closeLabel: 'Close',
    children: 'Deposit bonus 100% for new members this weekend.',
  },
  render: ({ open: _open, onClose: _onClose, ...args }) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithFooter: Story = {
  args: {
    title: 'Log out?',
    closeLabel: undefined,
    children: 'You will need to log in again to play.',
    footer: (
      <>
        <Button variant="ghost" block>
          Cancel
        </Button>
        <Button variant="danger" block>
          Log out
        </Button>
      </>
    ),
  },
};

export const LongContent: Story = {
  args: {
    children: Array.from({ length: 30 }, (_, index) => <p key={index}>Terms paragraph {index + 1}</p>),
  },
};

export const OpenOnLoad: Story = {
  render: (args) => <Modal {...args} open />,
};
