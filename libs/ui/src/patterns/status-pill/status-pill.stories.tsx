import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../../layout/inline';
import { APPLICATION_STATES } from './application-state';
import { StatusPill } from './status-pill';

const meta = {
  title: 'UI/Patterns/StatusPill',
  component: StatusPill,
  args: { state: 'applying' },
  argTypes: { state: { control: 'select', options: APPLICATION_STATES } },
} satisfies Meta<typeof StatusPill>;
export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {};

export const EveryState: Story = {
  render: () => (
    <Inline gap="sm">
      {APPLICATION_STATES.map((state) => (
        <StatusPill key={state} state={state} />
      ))}
    </Inline>
  ),
};
