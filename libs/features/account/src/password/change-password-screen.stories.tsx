import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoMemberSession, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import ChangePasswordScreen from './change-password-screen';

const meta = {
  title: 'Screens/Change password',
  component: ChangePasswordScreen,
  parameters: { screen: { path: '/m/changePsw', route: '/m/changePsw', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof ChangePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo member: the current password, the new one twice. */
export const Default: Story = {};
