import { loadTexts } from '@playdeck/i18n';

// Only the loader: the app imports this barrel, and the screen stays a chunk of its own, with its texts
// (the feature's own, the form kit's and the page patterns').
const withTexts = <T>(screen: Promise<T>) =>
  Promise.all([screen, loadTexts('settings'), loadTexts('forms'), loadTexts('kit')]).then(([module]) => module);

/** /m/set */
export const loadSettingsScreen = () => withTexts(import('./settings-screen'));
