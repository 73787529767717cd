import { loadTexts } from '@playdeck/i18n';

// Only the loader: the app imports this barrel, and the screen stays a chunk of its own, with its texts
// (the feature's own, the form kit's and the page patterns').
/** /m/member/kyc */
export const loadKycScreen = () =>
  Promise.all([import('./kyc-screen'), loadTexts('kyc'), loadTexts('forms'), loadTexts('kit')]).then(([module]) => module);
