// The app imports this barrel for screen loaders, so nothing here may pull in the API client (it would
// land in the first render of home): each screen is its own chunk, loaded with the 'content' texts.
import { loadTexts } from '@playdeck/i18n';

const withTexts = <T>(screen: Promise<T>) => Promise.all([screen, loadTexts('content')]).then(([module]) => module);
/** The policies' own texts (the register form shows them too) come with the screens that show them. */
const withPolicyTexts = <T>(screen: Promise<T>) => Promise.all([withTexts(screen), loadTexts('terms')]).then(([module]) => module);

/** /m/message and /m/messageDetail?id= */
export const loadMessageScreen = () => withTexts(import('./messages/message-screen'));
export const loadMessageDetailScreen = () => withTexts(import('./messages/message-detail-screen'));
/** /m/notice */
export const loadNoticeScreen = () => withTexts(import('./notices/notice-screen'));
/** /m/activity and /m/activityDetail?id= */
export const loadActivityScreen = () => withTexts(import('./promotions/activity-screen'));
export const loadActivityDetailScreen = () => withTexts(import('./promotions/activity-detail-screen'));
/** /m/help?tag=&p=&c= (p and c are 0-based indexes) */
export const loadHelpScreen = () => withTexts(import('./help/help-screen'));
/** /m/vip */
export const loadVipScreen = () => withTexts(import('./vip/vip-screen'));
/** /m/other */
export const loadOtherScreen = () => withPolicyTexts(import('./other/other-screen'));
/** /m/useragreement (?doc=privacy for the privacy policy) */
export const loadUserAgreementScreen = () => withPolicyTexts(import('./policies/user-agreement-screen'));
/** Info pages (spec section 2's lazy pages): /m/appService, /m/brand, /m/joinUs, /m/sponsor(?id=) */
export const loadAppServiceScreen = () => withTexts(import('./info-pages/app-service-screen'));
export const loadBrandScreen = () => withTexts(import('./info-pages/brand-screen'));
export const loadJoinUsScreen = () =>
  Promise.all([withTexts(import('./info-pages/join-us-screen')), loadTexts('forms')]).then(([module]) => module);
export const loadSponsorScreen = () => withTexts(import('./info-pages/sponsor-screen'));
/** /m/responsibleGaming (it loads the brand's responsible-gaming rules, their own chunk, itself) */
export const loadResponsibleGamingScreen = () => withTexts(import('./responsible-gaming/responsible-gaming-screen'));

export { HelpMenuBlock } from './help/help-menu-block-lazy';
export { policyPath } from './policies/policy-documents';
