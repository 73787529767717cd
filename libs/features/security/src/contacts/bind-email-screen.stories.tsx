import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, demoMemberSession, demoSecuritySummary, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import BindEmailScreen from './bind-email-screen';

const meta = {
  title: 'Screens/Bind e-mail',
  component: BindEmailScreen,
  parameters: { screen: { path: '/m/member/bindEmail', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof BindEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing bound: the address, then the code the platform e-mails. */
export const Default: Story = {};

/** An address bound already; the code typed is refused. */
export const WrongCode: Story = {
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.security.summary, { ...demoSecuritySummary, email: 'ma•••@example.com' });
      platform.answer(calls.security.bindEmail, refuse('sms.code.error'));
    },
  } satisfies Partial<ScreenStoryParameters>,
};
