import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, demoMemberSession, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import BindMobileScreen from './bind-mobile-screen';

const meta = {
  title: 'Screens/Bind mobile number',
  component: BindMobileScreen,
  parameters: { screen: { path: '/m/member/bindMobile', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof BindMobileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A number bound already (shown masked): another may replace it. */
export const Default: Story = {};

/** The number typed belongs to another member. */
export const NumberTaken: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.security.mobileCode, refuse('mobile.exists')),
  } satisfies Partial<ScreenStoryParameters>,
};
