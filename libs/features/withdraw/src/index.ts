import { loadTexts } from '@playdeck/i18n';

// Only the loaders: the app imports this barrel, and each screen stays a chunk of its own, with its texts
// (the feature's own, the form kit's and the page patterns').
const withTexts = <T>(screen: Promise<T>) =>
  Promise.all([screen, loadTexts('withdraw'), loadTexts('forms'), loadTexts('kit')]).then(([module]) => module);

/** /m/withdraw */
export const loadWithdrawScreen = () => withTexts(import('./withdraw/withdraw-screen'));
/** /m/member/bankCard (?redirect= an in-app path to return to after adding a card) */
export const loadBankCardsScreen = () => withTexts(import('./bank-cards/bank-cards-screen'));
/** /m/member/paymentPassword (?redirect= an in-app path to return to after saving) */
export const loadPaymentPasswordScreen = () => withTexts(import('./payment-password/payment-password-screen'));
