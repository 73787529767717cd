// The app imports this barrel for screen loaders, so nothing here may pull in the API client (it would
// land in the first render of home): each screen is its own chunk.

/** /m/message and /m/messageDetail?id= */
export const loadMessageScreen = () => import('./messages/message-screen');
export const loadMessageDetailScreen = () => import('./messages/message-detail-screen');
/** /m/notice */
export const loadNoticeScreen = () => import('./notices/notice-screen');
/** /m/activity and /m/activityDetail?id= */
export const loadActivityScreen = () => import('./promotions/activity-screen');
export const loadActivityDetailScreen = () => import('./promotions/activity-detail-screen');
/** /m/help?tag=&p=&c= (p and c are 0-based indexes) */
export const loadHelpScreen = () => import('./help/help-screen');
/** /m/vip */
export const loadVipScreen = () => import('./vip/vip-screen');
/** /m/other */
export const loadOtherScreen = () => import('./other/other-screen');
/** /m/useragreement (?doc=privacy for the privacy policy) */
export const loadUserAgreementScreen = () => import('./policies/user-agreement-screen');

export { HelpMenuBlock } from './help/help-menu-block-lazy';
export { policyPath, type PolicyDocumentId } from './policies/policy-documents';
