import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@playdeck/ui/layout';
import { QueryState, type LoadedQuery } from './query-state';

function query(overrides: Partial<LoadedQuery<string[]>>): LoadedQuery<string[]> {
  return { data: undefined, error: null, isPending: false, isFetching: false, refetch: () => undefined, ...overrides };
}

const meta = {
  title: 'Screen kit/QueryState',
  component: QueryState<string[]>,
  args: {
    testId: 'story',
    query: query({ data: ['Weekly bonus', 'Deposit match'] }),
    isEmpty: (names: string[]) => names.length === 0,
    empty: <Text tone="muted">Nothing here yet</Text>,
    children: (names: string[]) => (
      <ul>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof QueryState<string[]>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { query: query({ isPending: true, isFetching: true }) } };
export const Failed: Story = { args: { query: query({ error: new Error('network') }) } };
export const FailedWithScreenTitle: Story = { args: { query: query({ error: new Error('network') }), titleKey: 'content_load_failed' } };
export const Retrying: Story = { args: { query: query({ error: new Error('network'), isFetching: true }) } };
export const Empty: Story = { args: { query: query({ data: [] }) } };
