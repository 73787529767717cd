import type { ConsolidatedSettings, MemberWallet, SiteStatus, WhitelabelNode } from '@playdeck/api';
import { brand } from '@playdeck/brand';

/** The merchant's currency as the platform answers it: the brand's (brand.json), as the reference platform seeds it. */
// Getters, read when answering: Storybook switches the brand after this module has loaded.
export const demoCurrency = {
  get currency(): string {
    return brand.currency.code;
  },
  get currencySymbol(): string {
    return brand.currency.symbol;
  },
};

export const NORMAL_STATUS: SiteStatus = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.7', country: 'VN' },
  info: {
    customerService: 'https://support.example.test/live',
    imageCDNs: ['/wps/static'],
    mobileTemplate: { mem_cen: 1, dep_func: 0 },
    resources: {},
  },
};

export const demoSettings: ConsolidatedSettings = {
  merchantCode: 'PLAYDECK',
  ...demoCurrency,
  minimumAge: 18,
  languages: { default: 'TY', supported: ['TY', 'EN'] },
  customerService: 'https://support.example.test/chat',
  customerServiceList: [],
  affiliateLink: 'https://affiliate.example.test/join',
  downloadLinks: [{ resourceType: 'AppDownloadIcon', url: '/wps/static/app/icon.svg' }],
  socialLinks: [
    { type: 'telegram', url: 'https://t.me/example' },
    { type: 'facebook', url: 'https://facebook.com/example' },
  ],
  vendorIconCDN: '/cdn/vendors/',
  mobileprovisionCDN: null,
  imageCDNs: [],
};

const node = (modId: string, enabled = true): WhitelabelNode => ({ modId, enabled: enabled ? '1' : '0', childrenNodes: [] });

/** The platform's module tree with the spec's registration and login modules on. */
export const demoWhitelabel: WhitelabelNode[] = ['USERNAMEREG3', 'MOBILENUMREG3', 'CBS3', 'FREEPLAY3'].map((modId) => node(modId));

export const demoWallet: MemberWallet = {
  ...demoCurrency,
  sumBalance: 1234.5,
  wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 1234.5 }],
};

export const demoMerchantWallets = { ...demoCurrency, wallets: [{ code: 'MAIN', name: 'Main wallet' }] };
