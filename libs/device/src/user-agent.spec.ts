import { describe, expect, it } from 'vitest';
import { iosTooOldForApp, showsAddToHomeTip, supportsPwa } from './ios-support';
import {
  formatIosVersion,
  iosBrowser,
  iosVersion,
  isAndroid,
  isIos,
  isLaterVersion,
  isNativeApp,
  nativeAppVersion,
  needsSafariForDownload,
} from './user-agent';
import { UA } from './user-agents.fixture';

type Row = [
  name: keyof typeof UA,
  expected: {
    ios: boolean;
    version: string | null;
    browser: ReturnType<typeof iosBrowser>;
    needsSafari: boolean;
    pwa: boolean;
    tip: boolean;
    tooOld: boolean;
  },
  maxTouchPoints?: number,
];

const table: Row[] = [
  ['iphoneSafari11', { ios: true, version: '11.4.1', browser: 'safari', needsSafari: false, pwa: true, tip: true, tooOld: true }],
  ['iphoneSafari11_2', { ios: true, version: '11.2.6', browser: 'safari', needsSafari: false, pwa: false, tip: true, tooOld: true }],
  ['iphoneSafari12_1', { ios: true, version: '12.1', browser: 'safari', needsSafari: false, pwa: true, tip: true, tooOld: true }],
  ['iphoneSafari12_3', { ios: true, version: '12.3.1', browser: 'safari', needsSafari: false, pwa: true, tip: false, tooOld: true }],
  ['iphoneSafari16', { ios: true, version: '16.6', browser: 'safari', needsSafari: false, pwa: true, tip: false, tooOld: false }],
  ['iphoneChrome', { ios: true, version: '16.6', browser: 'chrome', needsSafari: true, pwa: true, tip: false, tooOld: false }],
  ['iphoneFirefox', { ios: true, version: '16.6', browser: 'firefox', needsSafari: true, pwa: true, tip: false, tooOld: false }],
  ['iphoneFacebook', { ios: true, version: '16.6', browser: 'in-app', needsSafari: true, pwa: true, tip: false, tooOld: false }],
  ['iphoneWebView', { ios: true, version: '16.6', browser: 'in-app', needsSafari: true, pwa: true, tip: false, tooOld: false }],
  ['ipadSafari12_1', { ios: true, version: '12.1', browser: 'safari', needsSafari: false, pwa: true, tip: true, tooOld: true }],
  ['ipadDesktopSafari', { ios: true, version: '16.6', browser: 'safari', needsSafari: false, pwa: true, tip: false, tooOld: false }, 5],
  ['ipadDesktopSafari', { ios: false, version: null, browser: null, needsSafari: false, pwa: true, tip: false, tooOld: false }, 0],
  ['androidChrome', { ios: false, version: null, browser: null, needsSafari: false, pwa: true, tip: false, tooOld: false }],
  ['desktopChrome', { ios: false, version: null, browser: null, needsSafari: false, pwa: true, tip: false, tooOld: false }],
];

describe('user-agent detection', () => {
  it.each(table)('%s (touch points %s)', (name, expected, maxTouchPoints = 0) => {
    const ua = UA[name];
    const version = iosVersion(ua, maxTouchPoints);
    expect({
      ios: isIos(ua, maxTouchPoints),
      version: version && formatIosVersion(version),
      browser: iosBrowser(ua, maxTouchPoints),
      needsSafari: needsSafariForDownload(ua, maxTouchPoints),
      pwa: supportsPwa(ua, maxTouchPoints),
      tip: showsAddToHomeTip(ua, maxTouchPoints),
      tooOld: iosTooOldForApp(ua, maxTouchPoints),
    }).toEqual(expected);
  });

  it('tells Android from the rest', () => {
    expect(isAndroid(UA.androidChrome)).toBe(true);
    expect(isAndroid(UA.iphoneSafari16)).toBe(false);
    expect(isAndroid(UA.desktopChrome)).toBe(false);
  });

  it('knows the native wrapper by its token', () => {
    expect(isNativeApp(UA.nativeAppIos)).toBe(true);
    expect(isNativeApp(UA.iphoneSafari16)).toBe(false);
    expect(isNativeApp(UA.androidChrome)).toBe(false);
  });

  it('reads the iOS release at the edges of the rules', () => {
    const at = (release: string) =>
      `Mozilla/5.0 (iPhone; CPU iPhone OS ${release} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1`;
    expect(showsAddToHomeTip(at('12_1_4'))).toBe(true);
    expect(showsAddToHomeTip(at('12_2'))).toBe(false);
    expect(iosTooOldForApp(at('12_3_2'))).toBe(true);
    expect(iosTooOldForApp(at('12_4'))).toBe(false);
    expect(supportsPwa(at('11_3'))).toBe(true);
    expect(supportsPwa(at('10_3_3'))).toBe(false);
  });
});

describe('the native shell version', () => {
  it('is read from the PlaydeckApp token, and absent in a browser', () => {
    expect(nativeAppVersion(UA.nativeAppIos)).toBe('2.3.0');
    expect(nativeAppVersion(UA.androidChrome)).toBeNull();
  });

  it('compares dotted versions part by part, as numbers', () => {
    expect(isLaterVersion('2.4.0', '2.3.0')).toBe(true);
    expect(isLaterVersion('2.10.0', '2.9.1')).toBe(true);
    expect(isLaterVersion('2.3', '2.3.0')).toBe(false);
    expect(isLaterVersion('2.3.0', '2.3.0')).toBe(false);
    expect(isLaterVersion('2.2.9', '2.3.0')).toBe(false);
    expect(isLaterVersion('x', '2.3.0')).toBe(false);
  });
});
