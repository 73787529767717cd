import { loadTexts } from '@playdeck/i18n';

// Only the loaders: each screen stays a chunk of its own, with its texts (the feature's and the form kit's).
const withTexts = <T>(screen: Promise<T>) => Promise.all([screen, loadTexts('support'), loadTexts('forms')]).then(([module]) => module);

/** /m/feedback (a member) */
export const loadFeedbackScreen = () => withTexts(import('./feedback/feedback-screen'));
/** /m/liveChat (a member; the chat entry only where CBS3 is on) */
export const loadLiveChatScreen = () => withTexts(import('./chat/live-chat-screen'));
/** /m/customerService (anyone) */
export const loadCustomerServiceScreen = () => withTexts(import('./customer-service/customer-service-screen'));
