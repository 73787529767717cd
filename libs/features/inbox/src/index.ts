import { loadTexts } from '@playdeck/i18n';

/** /m/webEmail: the member's inbox (a chunk of its own, with its texts and the page patterns'). */
export const loadInboxScreen = () =>
  Promise.all([import('./inbox-screen'), loadTexts('inbox'), loadTexts('kit')]).then(([module]) => module);
