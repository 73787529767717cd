export {
  useSiteSettings,
  useVendorStructure,
  vendorsQuery,
  vendorGameTypesQuery,
  useVendorGameTypes,
  useMemberWallet,
  memberWalletQuery,
  useMerchantWallets,
  useBanners,
  memberScope,
  unreadCountQuery,
  UNREAD_REFRESH_MS,
} from './site-queries';
export { amountDecimals, formatMoney, type MoneyFormat } from './format-money';
export { toMinorWallet, type MinorWallet } from './minor-wallet';
export { memberAvatarQuery, useMemberAvatar, useMemberAvatarSource, staticAvatarSource } from './member-avatar';
export { appDownloads, downloadHref, goToPage, openDownload, opensInPlace, type AppDownloads, type Navigation } from './download-links';
export { FALLBACK_DIALING_CODE, useDialingCountries, type DialingCountry } from './dialing-countries';
