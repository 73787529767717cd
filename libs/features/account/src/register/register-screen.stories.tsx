import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, networkFailure, withRgRules, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import RegisterScreen from './register-screen';

const meta = {
  title: 'Screens/Register',
  component: RegisterScreen,
  parameters: { screen: { path: '/m/register', route: '/m/register' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on the demo register settings: one tab per mode the brand's flags allow (the brand toolbar switches them). */
export const Default: Story = {};

/** The register settings never come while the story is looked at: the form's skeleton, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.session.registerSettings, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The register settings fail: the message with its retry. */
export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.session.registerSettings, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

/**
 * A brand whose brand.json has `responsibleGaming.depositLimitAtRegistration`: the form also asks for a deposit
 * limit, an amount and its period (no shipped brand asks yet, so the story turns the rule on for the brand shown).
 */
export const DepositLimitAsked: Story = { ...withRgRules({ depositLimitAtRegistration: true }) };
