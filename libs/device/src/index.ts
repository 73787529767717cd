// Where the site runs: platform, iOS release and browser, how it was launched. Pure rules take a user agent
// or flags; the read* / current* helpers gather those from the browser. The install prompt's store is an entry of
// its own (@playdeck/device/install-prompt): home's first render loads it after the fact, not with itself.
export {
  formatIosVersion,
  iosBrowser,
  iosVersion,
  isAndroid,
  isIos,
  isNativeApp,
  isLaterVersion,
  nativeAppVersion,
  needsSafariForDownload,
  type IosBrowser,
  type IosVersion,
} from './user-agent';
export { APP_MINIMUM_IOS, PWA_MINIMUM_IOS, compareIosVersions, iosTooOldForApp, showsAddToHomeTip, supportsPwa } from './ios-support';
export {
  WEBCLIP_QUERY_PARAM,
  WEBCLIP_STORAGE_KEY,
  isStandalone,
  isWebClip,
  launchMode,
  readLaunchFlags,
  rememberWebClipLaunch,
  type LaunchFlags,
  type LaunchMode,
} from './launch-mode';
export {
  HIDE_DOWNLOAD_BAR_KEY,
  dismissDownloadBar,
  downloadBarHiddenReason,
  isDownloadBarDismissed,
  type DownloadBarFacts,
  type DownloadBarHiddenReason,
} from './download-bar';
export { currentAgent, describeDevice, type AgentSource, type DeviceInfo, type DevicePlatform } from './device';
export { browserStorage } from './storage';
export { installOffer, type InstallOffer, type InstallOfferFacts } from './install-offer';
