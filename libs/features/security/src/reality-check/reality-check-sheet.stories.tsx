import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, demoMemberSession, demoRealityCheck, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import RealityCheckSheet from './reality-check-sheet';

/** The reality-check setting, opened from the security centre's row. */
const meta = {
  title: 'Screens/Reality check setting',
  component: RealityCheckSheet,
  args: { open: true, onClose: () => undefined },
  parameters: { screen: { path: '/m/securityCenter', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof RealityCheckSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not set yet: off. */
export const Off: Story = {};

/** Every 30 minutes. */
export const Every30Minutes: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.responsibleGaming.realityCheck, { ...demoRealityCheck(), intervalMinutes: 30 }),
  } satisfies Partial<ScreenStoryParameters>,
};
