import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameCategoryLabelKey } from '@playdeck/i18n';
import type { TeamBet } from '@playdeck/api';
import { Stack } from '@playdeck/ui/layout';
import { chosenToEpoch, DateRangePicker, type DataTableColumn } from '@playdeck/ui/patterns';
import { defaultChoice, REPORT_MAX_DAYS } from '../range/report-range';
import { reportMoney } from '../shared/report-money';
import { TeamReport } from '../shared/team-report';
import { BetFiltersForm } from './bet-filters-form';
import { NO_BET_FILTERS, useTeamBetPages } from './team-bets-query';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/**
 * /m/teamBetting: the downline's bet records in a range of local days, newest first, narrowed by member,
 * game category and vendor, with the count and sums of everything the filter matches.
 */
export default function TeamBettingScreen() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(() => defaultChoice(new Date()));
  const [filters, setFilters] = useState(NO_BET_FILTERS);
  const query = useTeamBetPages(chosenToEpoch(choice, new Date()), filters);
  const money = (amount: number) => reportMoney(amount);
  const columns: DataTableColumn<TeamBet>[] = [
    { id: 'username', header: t('agent_reports_member') },
    { id: 'game', header: t('agent_reports_game'), cell: (bet) => `${bet.gameName} · ${bet.vendorName}` },
    { id: 'category', header: t('agent_reports_category'), cell: (bet) => t(gameCategoryLabelKey(bet.category)) },
    { id: 'bet', header: t('agent_reports_bet'), align: 'end', cell: (bet) => money(bet.bet) },
    { id: 'win', header: t('agent_reports_win'), align: 'end', cell: (bet) => money(bet.win) },
    {
      id: 'time',
      header: t('agent_reports_time'),
      cell: (bet) => <time dateTime={new Date(bet.createdAt).toISOString()}>{timeFormat.format(bet.createdAt)}</time>,
    },
  ];

  return (
    <Stack as="section" gap="md" padding="lg" aria-label={t('route_team_betting')} data-testid="team-betting">
      <DateRangePicker defaultPreset={choice.preset} maxSpanDays={REPORT_MAX_DAYS} onChange={setChoice} data-testid="team-betting-range" />
      <BetFiltersForm value={filters} onApply={setFilters} />
      <TeamReport
        query={query}
        testId="team-betting"
        totalsTestId="team-betting-totals"
        totals={({ totals }) => ({
          heading: t('agent_reports_bet_count', { count: totals.count }),
          items: [
            { id: 'bets', label: t('agent_reports_bets'), value: money(totals.bets) },
            { id: 'wins', label: t('agent_reports_wins'), value: money(totals.wins) },
          ],
        })}
        columns={columns}
        rowKey={(bet) => bet.id}
        captionKey="agent_reports_bets_caption"
        emptyKey="agent_reports_bets_empty"
      />
    </Stack>
  );
}
