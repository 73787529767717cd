import { brand } from '@playdeck/brand';
import { useSiteStatusStore } from './site-status-store';

/** Customer service (an external link): the platform's, from the site status, else the brand's own. */
export function useCustomerServiceUrl(): string {
  return useSiteStatusStore((state) => state.status?.info.customerService || brand.links.customerService);
}
