import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoMemberSession, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import RealityCheckDialog from './reality-check-dialog';

const MINUTE = 60_000;

/** The reality check a signed-in member sees at each interval: time since sign-in, the net since, and the ways on. */
const meta = {
  title: 'Shell/Reality check dialog',
  component: RealityCheckDialog,
  args: {
    open: true,
    elapsedMs: 15 * MINUTE,
    net: -12.5,
    leaving: false,
    onContinue: () => undefined,
    onLogOut: () => undefined,
    onHistory: () => undefined,
  },
  parameters: { screen: { path: '/m/gameList', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first check of a 15-minute interval, after a loss. */
export const AfterALoss: Story = {};

/** An hour and a quarter in, ahead. */
export const Ahead: Story = { args: { elapsedMs: 75 * MINUTE, net: 340 } };

/** Log out pressed: the buttons wait until the session has ended. */
export const LoggingOut: Story = { args: { leaving: true } };
