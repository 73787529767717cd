import { paths } from '@playdeck/routes';
import type { RouteId } from '../routes/route-table';

export type FooterIcon = 'promotion' | 'record' | 'home' | 'service' | 'member' | 'other';

export type FooterItem =
  | { id: FooterIcon; labelKey: string; kind: 'route'; to: string; routeId: RouteId }
  | { id: FooterIcon; labelKey: string; kind: 'external'; href: string };

/** The bottom bar's entries (spec section 2): record and member centre for members, Other for visitors. */
export function footerItems(isLoggedIn: boolean, customerServiceUrl: string): FooterItem[] {
  const items: FooterItem[] = [{ id: 'promotion', labelKey: 'footer_promotion', kind: 'route', to: paths.activity, routeId: 'activity' }];
  if (isLoggedIn) {
    items.push({ id: 'record', labelKey: 'footer_record', kind: 'route', to: paths.transactionRecord, routeId: 'transactionRecord' });
  }
  items.push(
    { id: 'home', labelKey: 'footer_home', kind: 'route', to: paths.home, routeId: 'home' },
    { id: 'service', labelKey: 'footer_customer_service', kind: 'external', href: customerServiceUrl },
    isLoggedIn
      ? { id: 'member', labelKey: 'footer_member_centre', kind: 'route', to: paths.memberHome, routeId: 'memberHome' }
      : { id: 'other', labelKey: 'footer_other', kind: 'route', to: paths.other, routeId: 'other' },
  );
  return items;
}
