import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, demoSessionAnswer, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import { developmentPhoneAuth } from '../phone-auth/development-phone-auth';
import { usePhoneAuth } from '../phone-auth/phone-auth-adapter';
import LoginScreen from './login-screen';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: { screen: { path: '/m/login' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any user name and password sign in (the demo world's answer). */
export const SignIn: Story = {};

/** Every login is refused and asks for a captcha next time. */
export const WrongPassword: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.session.login, refuse('login.password.error', { value: { captcha: true } })),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The login takes 3 s, to see the busy button. */
export const SlowPlatform: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.session.login, delayed(3000, demoSessionAnswer)),
  } satisfies Partial<ScreenStoryParameters>,
};

/**
 * The platform asks to verify the member's number (login_verify_required): the phone-auth step with the
 * development adapter (the code shows under the field), then the same login again with its token.
 */
export const LoginVerification: Story = {
  loaders: [
    () => {
      usePhoneAuth.setState({ adapter: developmentPhoneAuth() });
      return {};
    },
  ],
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.session.login, (request) =>
        request.body?.firebaseIdToken
          ? demoSessionAnswer
          : refuse('login_verify_required', { value: { countryDialingCode: '84', mobileNum: '901230001' } }),
      ),
  } satisfies Partial<ScreenStoryParameters>,
};
