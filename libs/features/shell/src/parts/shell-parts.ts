// Everything of the shell that waits until after the first render, in one chunk: the status sync needs it
// at every start anyway (it brings the API client), so the member bar, side menu and status page ride
// along instead of each adding a chunk (and its preload list) to the first render's code.
export { default as ShellSync } from '../sync/shell-sync';
export { default as MemberBar } from '../header/member-bar';
export { default as SideMenu } from '../side-menu/side-menu';
export { default as SiteStatusPage } from '../status/site-status-page';
export { default as DownloadPopup } from '../chrome/download-popup';
export { default as AppUpgradeNotice } from '../chrome/app-upgrade-notice';
export { memberCentreShell } from '../member/member-centre-shell';
