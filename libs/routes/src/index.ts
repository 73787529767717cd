export { paths, withQuery } from './paths';
export {
  checkNavigableUrl,
  navigableHref,
  URL_REFUSED_MESSAGE,
  type NavigableUrl,
  type UrlCheck,
  type UrlCheckOptions,
} from './navigable-url';
