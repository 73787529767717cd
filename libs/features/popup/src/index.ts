// The app mounts the host in the first render of every page: nothing exported here may pull in the API
// client or the sanitiser. The popup itself is a lazy chunk the host loads on home.
export { AnnouncementPopupHost } from './announcement-popup-host';
