import { loadTexts } from '@playdeck/i18n';

/** /m/rewardCenter: a chunk of its own, with its texts (the feature's, the form kit's and the page patterns'). */
export const loadRewardCentreScreen = () =>
  Promise.all([import('./reward-centre/reward-centre-screen'), loadTexts('rewards'), loadTexts('forms'), loadTexts('kit')]).then(
    ([module]) => module,
  );
