export { useSiteSettings, useVendorStructure, useMemberWallet, useMerchantWallets, useBanners, memberScope } from './site-queries';
export { formatMoney } from './format-money';
