import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker, KeyValueSummary, presetRange, type ChosenRange } from '@playdeck/ui/patterns';
import { AGENT_RANGE_MAX_DAYS } from '@playdeck/api';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { KpiCounters } from '../home/agent-home-screen';
import { QueryState } from '@playdeck/screen-kit';
import { useTeamKpi } from '../shared/team-queries';
import { teamRangeQuery } from '../shared/team-range';

/** /m/agent/team/overview: the team's four counters over the picked days, and its size (all and direct). */
export default function TeamOverviewScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useState(() => teamRangeQuery(presetRange('last7Days', new Date())));
  const kpi = useTeamKpi(range);
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_agent_team_overview')}>
      <DateRangePicker
        defaultPreset="last7Days"
        maxSpanDays={AGENT_RANGE_MAX_DAYS}
        onChange={(chosen: ChosenRange) => setRange(teamRangeQuery(chosen))}
        data-testid="team-overview-range"
      />
      <QueryState query={kpi} testId="team-overview" titleKey="agent_load_failed" skeletonRows={4}>
        {(data) => (
          <Stack gap="md">
            <KpiCounters kpi={data} />
            <Card gap="sm" data-testid="team-size">
              {/* The page's title is the h1 and nothing heads the counters: this is the page's second level. */}
              <Text as="h2" size="md" weight="bold">
                {t('agent_team_size')}
              </Text>
              <KeyValueSummary
                items={[
                  { id: 'size', label: t('agent_team_size_all'), value: <span data-testid="team-size-all">{data.size}</span> },
                  {
                    id: 'direct',
                    label: t('agent_team_size_direct'),
                    value: <span data-testid="team-size-direct">{data.directSize}</span>,
                  },
                ]}
              />
            </Card>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
