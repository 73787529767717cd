import { describe, expect, it } from 'vitest';
import { currentAgent, describeDevice } from './device';
import { UA } from './user-agents.fixture';

describe('describeDevice', () => {
  it('an iPhone in Chrome needs Safari for the download', () => {
    expect(describeDevice({ userAgent: UA.iphoneChrome })).toMatchObject({
      platform: 'ios',
      iosBrowser: 'chrome',
      needsSafari: true,
      addToHomeTip: false,
    });
  });

  it('an old iPhone in Safari gets the add-to-home tip and is too old for the app', () => {
    expect(describeDevice({ userAgent: UA.iphoneSafari12_1 })).toMatchObject({
      platform: 'ios',
      iosVersion: { major: 12, minor: 1, patch: 0 },
      needsSafari: false,
      addToHomeTip: true,
      iosTooOldForApp: true,
    });
  });

  it('Android and desktop have no iOS facts', () => {
    expect(describeDevice({ userAgent: UA.androidChrome })).toEqual({
      platform: 'android',
      iosVersion: null,
      iosBrowser: null,
      needsSafari: false,
      addToHomeTip: false,
      iosTooOldForApp: false,
      nativeApp: false,
    });
    expect(describeDevice({ userAgent: UA.desktopChrome }).platform).toBe('other');
  });

  it('reads the agent from navigator', () => {
    expect(currentAgent({ userAgent: UA.iphoneSafari16, maxTouchPoints: 5 } as Navigator)).toEqual({
      userAgent: UA.iphoneSafari16,
      maxTouchPoints: 5,
    });
  });
});
