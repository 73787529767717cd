import { describe, expect, it } from 'vitest';
import {
  dismissDownloadBar,
  downloadBarHiddenReason,
  HIDE_DOWNLOAD_BAR_KEY,
  isDownloadBarDismissed,
  type DownloadBarFacts,
} from './download-bar';
import { UA } from './user-agents.fixture';

const browserTab: DownloadBarFacts = {
  userAgent: UA.iphoneSafari16,
  maxTouchPoints: 5,
  standalone: false,
  webClip: false,
  dismissed: false,
};

describe('download bar hide rules', () => {
  it.each([
    ['iPhone Safari tab', {}, null],
    ['Android Chrome tab', { userAgent: UA.androidChrome }, null],
    ['iPhone Chrome tab', { userAgent: UA.iphoneChrome }, null],
    ['iOS 12.1 (has home-screen apps)', { userAgent: UA.iphoneSafari12_1 }, null],
    ['dismissed before', { dismissed: true }, 'dismissed'],
    ['installed web app', { standalone: true }, 'standalone'],
    ['Android installed web app', { userAgent: UA.androidChrome, standalone: true }, 'standalone'],
    ['native app', { userAgent: UA.nativeAppIos }, 'native-app'],
    ['iOS web clip (the site has an iOS link or not)', { webClip: true }, 'web-clip'],
    ['iOS 11.2, before home-screen apps', { userAgent: UA.iphoneSafari11_2 }, 'ios-without-pwa'],
  ] as const)('%s', (_name, facts, reason) => {
    expect(downloadBarHiddenReason({ ...browserTab, ...facts })).toBe(reason);
  });

  it('remembers a dismissal in localStorage under hideDownloadBar', () => {
    expect(isDownloadBarDismissed(localStorage)).toBe(false);
    dismissDownloadBar(localStorage);
    expect(localStorage.getItem(HIDE_DOWNLOAD_BAR_KEY)).toBe('true');
    expect(isDownloadBarDismissed(localStorage)).toBe(true);
    localStorage.setItem(HIDE_DOWNLOAD_BAR_KEY, 'false');
    expect(isDownloadBarDismissed(localStorage)).toBe(false);
  });

  it('treats unreadable storage as not dismissed', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(isDownloadBarDismissed(broken)).toBe(false);
    expect(() => dismissDownloadBar(broken)).not.toThrow();
  });
});
