import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { Sheet, type SheetProps } from './sheet';
import * as styles from './sheet.stories.css';

const vendors = ['JILI', 'PG', 'CQ9', 'FC', 'JDB', 'KA', 'PP'];

function SheetDemo(props: Omit<SheetProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  const [vendor, setVendor] = useState(vendors[0]);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Vendor: {vendor}</Button>
      <Sheet {...props} open={open} onClose={() => setOpen(false)}>
        {vendors.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.option}
            aria-current={name === vendor}
            onClick={() => {
              setVendor(name);
              setOpen(false);
            }}
          >
            {name}
          </button>
        ))}
      </Sheet>
    </>
  );
}

const meta = {
  title: 'UI/Sheet',
  component: Sheet,
  args: { open: false, onClose: () => {}, title: 'Choose vendor', closeLabel: 'Close', handle: true },
  render: ({ open: _open, onClose: _onClose, ...args }) => <SheetDemo {...args} />,
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VendorPicker: Story = {};
export const WithoutHandle: Story = { args: { handle: false } };
