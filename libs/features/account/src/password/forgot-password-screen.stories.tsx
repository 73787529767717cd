import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import ForgotPasswordScreen from './forgot-password-screen';

const meta = {
  title: 'Screens/Forgot password',
  component: ForgotPasswordScreen,
  parameters: { screen: { path: '/m/forget', route: '/m/forget' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By phone and by e-mail where the brand sets CHNGPASSVERIF3, by e-mail only where it does not (the brand toolbar switches it). */
export const Default: Story = {};
