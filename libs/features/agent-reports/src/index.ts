import { loadTexts } from '@playdeck/i18n';

// Only the loaders: each screen is a chunk of its own, with its texts and the kit's (the date range picker,
// the table and the summary).

/** /m/agent/team/pnl: the team's profit and loss. */
export const loadTeamPnlScreen = () =>
  Promise.all([import('./pnl/team-pnl-screen'), loadTexts('agent-reports'), loadTexts('kit')]).then(([module]) => module);

/** /m/teamBetting: the team's bet records. */
export const loadTeamBettingScreen = () =>
  Promise.all([import('./betting/team-betting-screen'), loadTexts('agent-reports'), loadTexts('kit')]).then(([module]) => module);
