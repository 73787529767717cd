import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGENT_SESSION, calls, loadStateStories, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import AgentNoticeScreen from './agent-notice-screen';

const meta = {
  title: 'Screens/Agent/Agent notices',
  component: AgentNoticeScreen,
  parameters: { screen: { path: '/m/member/notice?types=A', session: AGENT_SESSION } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof AgentNoticeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** agent01 on the demo data. */
export const Default: Story = {};

const states = loadStateStories(calls.content.announcements, []);

/** No announcement for agents: the empty state. */
export const Empty: Story = states.empty;

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = states.loading;

/** No answer: the error with its retry. */
export const LoadFailed: Story = states.loadFailed;
