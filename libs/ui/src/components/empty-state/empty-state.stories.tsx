import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const InboxIcon = () => (
  <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d="M3 13h5l1.5 3h5L16 13h5M5 5h14l2 8v6H3v-6z" />
  </svg>
);

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: <InboxIcon />,
    title: 'No messages',
    description: 'Announcements and notices from us will appear here.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: { title: 'No favourite games yet', action: <Button size="sm">Browse games</Button> },
};
export const TitleOnly: Story = { args: { icon: undefined, description: undefined } };
