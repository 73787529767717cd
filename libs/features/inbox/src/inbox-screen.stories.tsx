import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  calls,
  delayed,
  demoInboxMessages,
  demoMemberSession,
  inboxMessage,
  inboxPageOf,
  networkFailure,
  type ScreenStoryParameters,
} from '@playdeck/testing/fake-platform';
import InboxScreen from './inbox-screen';

const meta = {
  title: 'Screens/Inbox',
  component: InboxScreen,
  parameters: { screen: { path: '/m/webEmail', route: '/m/webEmail', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof InboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread messages and a read one. */
export const Default: Story = {};

/** Many messages: three pages. */
export const Paged: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(
        calls.inbox.list,
        inboxPageOf(
          [
            ...demoInboxMessages,
            ...Array.from({ length: 7 }, (_, index) => inboxMessage({ id: 10 + index, title: `Notice ${index + 1}` })),
          ],
          1,
          3,
        ),
      ),
  } satisfies Partial<ScreenStoryParameters>,
};

export const Empty: Story = {
  parameters: { fakePlatform: (platform) => platform.answer(calls.inbox.list, inboxPageOf([])) } satisfies Partial<ScreenStoryParameters>,
};

export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.inbox.list, delayed(60_000, inboxPageOf(demoInboxMessages))),
  } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: { fakePlatform: (platform) => platform.answer(calls.inbox.list, networkFailure()) } satisfies Partial<ScreenStoryParameters>,
};
