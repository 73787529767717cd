import { loadTexts } from '@playdeck/i18n';

// Only the loader: the app imports this barrel, and the screen stays a chunk of its own, with its texts
// and the kit's (the date range picker and the summary).

/** /m/transaction/record (agent form ?types=A). */
export const loadRecordsScreen = () =>
  Promise.all([import('./screen/records-screen'), loadTexts('records'), loadTexts('kit')]).then(([module]) => module);
