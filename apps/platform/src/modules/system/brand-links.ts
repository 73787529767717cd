import type { contract, ValueOf } from '@playdeck/api';
import { SOCIAL_NETWORKS, type BrandConfig } from '@playdeck/brand/schema';
import { appIconUrl } from '../content/images/paths';

type DownloadLink = ValueOf<typeof contract.system.downloadLinks>[number];
type SocialLink = ValueOf<typeof contract.system.socialLinks>[number];

/** brand.json links as the platform answers them; a type the brand has no link for is left out. */
export function downloadLinks(brand: BrandConfig): DownloadLink[] {
  const { ios, android, mobileConfig, latestVersion } = brand.links.appDownloads;
  const version = latestVersion ? { version: latestVersion } : {};
  const links: (DownloadLink | null)[] = [
    ios ? { resourceType: 'IOS', url: ios, ...version } : null,
    android ? { resourceType: 'Android', url: android, ...version } : null,
    mobileConfig ? { resourceType: 'MOBILECONFIG', url: mobileConfig } : null,
    { resourceType: 'AppDownloadIcon', url: appIconUrl(brand.id) },
    brand.links.affiliate ? { resourceType: 'AFFILIATES', url: brand.links.affiliate } : null,
  ];
  return links.filter((link) => link !== null);
}

export function socialLinks(brand: BrandConfig): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((type) => {
    const url = brand.links.social[type];
    return url ? [{ type, url }] : [];
  });
}
