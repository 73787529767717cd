import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';
import * as styles from './badge.stories.css';

const InboxIcon = () => (
  <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
    <path d="M4 6h16v12H4zM4 7l8 6 8-6" />
  </svg>
);

// Annotated rather than `satisfies`: the props are a union (count | dot | tag) that args cannot narrow.
const meta: Meta<typeof Badge> = {
  title: 'UI/Badge',
  component: Badge,
  args: { count: 5 },
};

export default meta;
type Story = StoryObj<typeof Badge>;

export const Count: Story = {};
export const OverMax: Story = { args: { count: 240 } };
export const Zero: Story = { args: { count: 0, showZero: true } };

export const OnInboxIcon: Story = {
  render: () => (
    <div className={styles.row}>
      <Badge count={3} label="3 unread messages">
        <button type="button" aria-label="Inbox" className={styles.iconButton}>
          <InboxIcon />
        </button>
      </Badge>
      <Badge count={128} label="128 unread messages">
        <button type="button" aria-label="Inbox" className={styles.iconButton}>
          <InboxIcon />
        </button>
      </Badge>
      <Badge variant="dot" label="New">
        <button type="button" aria-label="Inbox" className={styles.iconButton}>
          <InboxIcon />
        </button>
      </Badge>
    </div>
  ),
};

export const Tags: Story = {
  render: () => (
    <div className={styles.row}>
      <span>
        PROMO <Badge variant="tag">HOT</Badge>
      </span>
      <Badge variant="tag" tone="primary">
        New
      </Badge>
      <Badge variant="tag" tone="secondary">
        VIP
      </Badge>
      <Badge variant="tag" tone="success">
        Live
      </Badge>
    </div>
  ),
};
