import { useMemo } from 'react';
import { brand } from '@playdeck/brand';
import { useSiteStatusStore } from './site-status-store';

export type TemplateVersion = 'new' | 'base';

export interface MobileTemplates {
  memberCentre: TemplateVersion;
  depositDetail: TemplateVersion;
}

const version = (flag: 0 | 1): TemplateVersion => (flag === 1 ? 'new' : 'base');

/**
 * Spec section 4: member-centre flag 1 gives the new member centre, deposit flag 1 the new deposit detail;
 * otherwise base. From the site status (info.mobileTemplate); the brand's templates until one is known.
 */
export function useMobileTemplates(): MobileTemplates {
  const template = useSiteStatusStore((state) => state.status?.info.mobileTemplate);
  return useMemo(
    () =>
      template
        ? { memberCentre: version(template.mem_cen), depositDetail: version(template.dep_func) }
        : { memberCentre: brand.templates.memberCentre, depositDetail: brand.templates.deposit },
    [template],
  );
}
