export {
  useSiteSettings,
  useVendorStructure,
  vendorsQuery,
  useMemberWallet,
  useMerchantWallets,
  useBanners,
  memberScope,
} from './site-queries';
export { formatMoney } from './format-money';
