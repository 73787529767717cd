import type { Meta, StoryObj } from '@storybook/react-vite';
import SiteStatusPage from './site-status-page';

const meta = {
  title: 'Shell/Site status page',
  component: SiteStatusPage,
  args: {
    code: 1,
    location: { ip: '203.0.113.7', country: 'SG' },
    customerService: 'https://support.playdeck.test/chat',
  },
} satisfies Meta<typeof SiteStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {};
export const RegionRestricted: Story = { args: { code: 2 } };
