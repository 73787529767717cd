import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, loadingStories, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import TrialScreen from './trial-screen';

/**
 * /m/trail starts free play on opening and goes home once the trial account is created (or at once for someone
 * signed in): what stays on screen is the wait and a trial that cannot be created.
 */
const meta = {
  title: 'Screens/Free trial',
  component: TrialScreen,
  parameters: { screen: { path: '/m/trail', route: '/m/trail' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof TrialScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trial account's answer never comes while the story is looked at: "starting" on the page and in a toast. */
export const Starting: Story = loadingStories(calls.session.freeplayLogin).loading;

/** Free play is already open on this device under another key: refused, the reason on the page (and in a toast), with Retry and the way home. */
export const DeviceInUse: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.session.freeplayLogin, refuse('trial.device.in.use', { status: 409 })),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The merchant has free play off: refused, the reason on the page (and in a toast), with Retry and the way home. */
export const FreePlayOff: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.session.freeplayLogin, refuse('function.not.available', { status: 403 })),
  } satisfies Partial<ScreenStoryParameters>,
};

/** No answer: the connection error on the page (and in a toast), with Retry and the way home. */
export const NoAnswer: Story = loadingStories(calls.session.freeplayLogin).loadFailed;
