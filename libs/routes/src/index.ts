export { paths, withQuery } from './paths';
export { platformOrigin, setPlatformOrigin } from './platform-origin';
export {
  checkNavigableUrl,
  navigableHref,
  URL_REFUSED_MESSAGE,
  type NavigableUrl,
  type UrlCheck,
  type UrlCheckOptions,
} from './navigable-url';
