import { paths } from './paths';

/**
 * The info pages (spec section 2's lazy pages): who runs the site, its app, its partners. The side menu, the
 * home's footer and Other link them in this order; `labelKey` is the route's title (text group "common").
 */
export const INFO_PAGE_LINKS = [
  { key: 'app-service', labelKey: 'route_app_service', to: paths.appService },
  { key: 'brand', labelKey: 'route_brand', to: paths.brand },
  { key: 'join-us', labelKey: 'route_join_us', to: paths.joinUs },
  { key: 'sponsor', labelKey: 'route_sponsor', to: paths.sponsor },
] as const;
