import type { Meta, StoryObj } from '@storybook/react-vite';
import { inIphoneSafari, offerInstallPrompt } from '@playdeck/device/testing';
import { calls, demoSettings, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import DownloadPopup from './download-popup';

/**
 * The download bar's popup over home, open: the app for the phone in hand (Android in the Pixel 7 viewport, unless
 * a story says otherwise) and, besides, installing the site itself.
 */
const meta = {
  title: 'Shell/Download popup',
  component: DownloadPopup,
  args: { open: true, onClose: () => undefined },
  parameters: {
    screen: { path: '/m/home', route: '/m/home' },
    fakePlatform: (platform) =>
      platform.answer(calls.system.consolidatedSettings, {
        ...demoSettings,
        downloadLinks: [
          { resourceType: 'IOS', url: 'https://apps.example.test/playdeck.ipa' },
          { resourceType: 'Android', url: 'https://apps.example.test/playdeck.apk' },
        ],
      }),
  } satisfies ScreenStoryParameters,
} satisfies Meta<typeof DownloadPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Android app in one tap, and the way to /m/app. */
export const AndroidApp: Story = {};

/** Chrome offers its install prompt: Install app below the Android app's link. */
export const InstallPrompt: Story = { beforeEach: offerInstallPrompt };

/** Safari on an iPhone: the iOS app, and the steps to add the site to the home screen. */
export const IphoneWebClip: Story = { beforeEach: inIphoneSafari };
