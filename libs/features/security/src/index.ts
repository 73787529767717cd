import { loadTexts } from '@playdeck/i18n';

// Only the loaders: the app imports this barrel, and each screen stays a chunk of its own, with its texts
// (the feature's own, the form kit's and the page patterns').
const withTexts = <T>(screen: Promise<T>) =>
  Promise.all([screen, loadTexts('security'), loadTexts('forms'), loadTexts('kit')]).then(([module]) => module);

/** /m/securityCenter */
export const loadSecurityCenterScreen = () => withTexts(import('./hub/security-center-screen'));
/** /m/member/securityQuestions */
export const loadSecurityQuestionsScreen = () => withTexts(import('./questions/security-questions-screen'));
/** /m/member/bindEmail */
export const loadBindEmailScreen = () => withTexts(import('./contacts/bind-email-screen'));
/** /m/member/bindMobile */
export const loadBindMobileScreen = () => withTexts(import('./contacts/bind-mobile-screen'));
