import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, demoMemberSession, networkFailure, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import CustomerServiceScreen from './customer-service-screen';

const meta = {
  title: 'Screens/Customer service',
  component: CustomerServiceScreen,
  parameters: { screen: { path: '/m/customerService', route: '/m/customerService' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof CustomerServiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the channels and the brand's link. */
export const Visitor: Story = {};

/** A member also gets live chat (with CBS3) and feedback. */
export const Member: Story = {
  parameters: {
    screen: { path: '/m/customerService', route: '/m/customerService', session: demoMemberSession },
  } satisfies ScreenStoryParameters,
};

export const NoChannels: Story = {
  parameters: { fakePlatform: (platform) => platform.answer(calls.system.customerService, []) } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.system.customerService, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.system.customerService, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};
