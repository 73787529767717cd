import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichText } from './rich-text';

const meta = {
  title: 'UI/RichText',
  component: RichText,
  args: {
    html: '<h3>Weekend reload bonus</h3><p>Deposit on Saturday and get <strong>20%</strong> extra. See <a href="/m/activity">promotions</a> or <a href="https://example.com/terms">the full terms</a>.</p><ul><li>Minimum deposit 100</li><li>Turnover x5</li></ul>',
    onInternalLink: (path: string) => console.info('navigate', path),
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** What an operator might paste by mistake: the script, handler and script URL are removed. */
export const Hostile: Story = {
  args: {
    html: '<p onclick="alert(1)">Click me</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad link</a>',
  },
};
