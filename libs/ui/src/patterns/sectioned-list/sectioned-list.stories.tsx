import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../../components/badge/badge';
import { SectionedList } from './sectioned-list';

const meta = {
  title: 'UI/Patterns/SectionedList',
  component: SectionedList,
  parameters: { layout: 'padded' },
  args: {
    sections: [
      {
        id: 'funds',
        title: 'Funds',
        rows: [
          { id: 'deposit', label: 'Deposit', to: '#deposit' },
          { id: 'withdraw', label: 'Withdraw', value: '1,250.00', to: '#withdraw' },
          { id: 'cards', label: 'Bank cards', value: '2 cards', to: '#cards' },
        ],
      },
      {
        id: 'security',
        title: 'Security',
        rows: [
          { id: 'password', label: 'Payment password', value: 'Not set', badge: <Badge variant="dot" label="Action needed" />, to: '#pay' },
          { id: 'questions', label: 'Security questions', onSelect: () => {} },
        ],
      },
      { id: 'about', rows: [{ id: 'version', label: 'Version', value: '1.0.0' }] },
    ],
  },
} satisfies Meta<typeof SectionedList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MemberCentre: Story = {};
