import type { Meta, StoryObj } from '@storybook/react-vite';
import { answeredStory, calls, loadStateStories, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import OtherScreen from './other-screen';

const meta = {
  title: 'Screens/Other',
  component: OtherScreen,
  parameters: { screen: { path: '/m/other', route: '/m/other' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof OtherScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The brand's licence (brand.json `licence`), the policies, the info pages, the help menu, language and copyright.
 * Only the help menu is loaded; the other states below are its.
 */
export const Default: Story = answeredStory(calls.content.helpCenter, [
  { title: 'Deposits', content: '<p>How to deposit</p>', tag: 'deposit', children: [] },
  { title: 'Withdrawals', content: '<p>How to withdraw</p>', tag: 'withdraw', children: [] },
  { title: 'Account and security', content: '<p>Keeping your account safe</p>', tag: 'account', children: [] },
]);

const states = loadStateStories(calls.content.helpCenter, []);

/** No help section: the help menu's empty state, the rest of the page as usual. */
export const NoHelpSections: Story = states.empty;

/** The help menu's answer never comes while the story is looked at: its loading rows, held still. */
export const Loading: Story = states.loading;

/** No answer for the help menu: its error with a retry, the rest of the page as usual. */
export const LoadFailed: Story = states.loadFailed;
