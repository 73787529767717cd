import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, demoSettings, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import AppServiceScreen from './app-service-screen';
import BrandScreen from './brand-screen';
import JoinUsScreen from './join-us-screen';
import SponsorScreen from './sponsor-screen';

const meta = {
  title: 'Screens/Info pages',
  component: BrandScreen,
  parameters: { screen: { path: '/m/brand', route: '/m/brand' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof BrandScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {};

export const AppService: Story = {
  render: () => <AppServiceScreen />,
  parameters: { screen: { path: '/m/appService', route: '/m/appService' } } satisfies Partial<ScreenStoryParameters>,
};

export const JoinUs: Story = {
  render: () => <JoinUsScreen />,
  parameters: { screen: { path: '/m/joinUs', route: '/m/joinUs' } } satisfies Partial<ScreenStoryParameters>,
};

/** A merchant without an affiliate site yet: the page says so and still checks codes. */
export const JoinUsWithoutLink: Story = {
  render: () => <JoinUsScreen />,
  parameters: {
    screen: { path: '/m/joinUs', route: '/m/joinUs' },
    fakePlatform: (platform) => platform.answer(calls.system.consolidatedSettings, { ...demoSettings, affiliateLink: null }),
  } satisfies Partial<ScreenStoryParameters>,
};

export const Sponsors: Story = {
  render: () => <SponsorScreen />,
  parameters: { screen: { path: '/m/sponsor', route: '/m/sponsor' } } satisfies Partial<ScreenStoryParameters>,
};

export const SponsorDetail: Story = {
  render: () => <SponsorScreen />,
  parameters: { screen: { path: '/m/sponsor?id=31', route: '/m/sponsor' } } satisfies Partial<ScreenStoryParameters>,
};

export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.content.infoPage, delayed(60_000, [])),
  } satisfies Partial<ScreenStoryParameters>,
};

export const Empty: Story = {
  parameters: { fakePlatform: (platform) => platform.answer(calls.content.infoPage, []) } satisfies Partial<ScreenStoryParameters>,
};

export const Failed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.content.infoPage, refuse('TOO_MANY_REQUEST', { status: 429 })),
  } satisfies Partial<ScreenStoryParameters>,
};
