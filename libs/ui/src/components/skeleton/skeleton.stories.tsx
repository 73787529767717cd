import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { shape: 'line' },
  argTypes: { shape: { control: 'inline-radio', options: ['line', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Rect: Story = { args: { shape: 'rect', width: 160, height: 90 } };
export const Circle: Story = { args: { shape: 'circle', width: 48 } };

export const GameTilePlaceholder: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12 }}>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index}>
          <Skeleton shape="rect" height={96} />
          <div style={{ height: 8 }} />
          <Skeleton width="70%" />
        </div>
      ))}
    </div>
  ),
};

export const ListRow: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="circle" width={44} />
      <div style={{ flex: 1 }}>
        <Skeleton width="60%" />
        <Skeleton width="90%" />
      </div>
    </div>
  ),
};
