import type { Meta, StoryObj } from '@storybook/react-vite';
import { inIphoneSafari, offerInstallPrompt } from '@playdeck/device/testing';
import { calls, demoSettings, loadingStories, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import AppDownloadScreen from './app-download-screen';

/**
 * The links come from the merchant settings; what the page says besides (use Safari, iOS too old, add to home
 * screen, which install guide comes first) follows the phone the page runs on: Android in the Pixel 7 viewport,
 * unless a story says otherwise.
 */
const meta = {
  title: 'Screens/App download',
  component: AppDownloadScreen,
  parameters: { screen: { path: '/m/app', route: '/m/app' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof AppDownloadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const withLinks = (downloadLinks: typeof demoSettings.downloadLinks) => ({ ...demoSettings, downloadLinks });
const ICON = { resourceType: 'AppDownloadIcon', url: '/wps/static/app/icon.svg' } as const;

/** Both apps and the iOS profile: a card with a QR code per platform, and the install guide. */
export const BothApps: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(
        calls.system.consolidatedSettings,
        withLinks([
          ICON,
          { resourceType: 'IOS', url: 'https://apps.example.test/playdeck.ipa' },
          { resourceType: 'MOBILECONFIG', url: 'https://apps.example.test/playdeck.mobileconfig' },
          { resourceType: 'Android', url: 'https://apps.example.test/playdeck.apk' },
        ]),
      ),
  } satisfies Partial<ScreenStoryParameters>,
};

/** Only the Android app: its card, and a line saying there is no iOS app. */
export const AndroidOnly: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(
        calls.system.consolidatedSettings,
        withLinks([ICON, { resourceType: 'Android', url: 'https://apps.example.test/playdeck.apk' }]),
      ),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The merchant has no app yet (the demo world's settings): the empty state. */
export const NoApps: Story = {};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = loadingStories(calls.system.consolidatedSettings).loading;

/** No answer: the error with its retry. */
export const LoadFailed: Story = loadingStories(calls.system.consolidatedSettings).loadFailed;

/** Android with Chrome's install prompt available: an Install app card beside the Android app's. */
export const InstallPrompt: Story = {
  ...AndroidOnly,
  beforeEach: offerInstallPrompt,
};

/** iPhone Safari, which can add the site to the home screen: the web-clip steps above the iOS card. */
export const IphoneWebClip: Story = {
  ...BothApps,
  beforeEach: inIphoneSafari,
};
