import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoMemberSession, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import RgBreakScreen from './rg-break-screen';

const meta = {
  title: 'Screens/Responsible gaming break',
  component: RgBreakScreen,
  parameters: { screen: { path: '/m/securityCenter?rg=break', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof RgBreakScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lengths, the warning and the password. */
export const Default: Story = {};
