import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameCategoryLabelKey } from '@playdeck/i18n';
import { Button, EmptyState } from '@playdeck/ui';
import { Card, Inline, Stack, Text } from '@playdeck/ui/layout';
import { percentOf } from '../shared/format';
import { useTeamRebate } from '../shared/queries';
import { QueryState } from '@playdeck/screen-kit';
import { SubordinateRatesSheet } from './subordinate-rates-sheet';

/** /m/member/teamRebate: each direct subordinate's rates per game category, changed within the agent's own. */
export default function TeamRebateScreen() {
  const { t } = useTranslation();
  const team = useTeamRebate();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_member_team_rebate')}>
      <QueryState query={team} testId="team-rebate" titleKey="agc_load_failed" skeletonRows={3}>
        {(value) => {
          const subordinate = value.list.find((row) => row.username === editing);
          return (
            <>
              <Card gap="sm" data-testid="team-rebate-own">
                <Text as="h2" size="lg" weight="bold">
                  {t('agc_rates_title')}
                </Text>
                <Text size="sm" tone="muted">
                  {value.own.map((rate) => `${t(gameCategoryLabelKey(rate.category))} ${percentOf(rate.rateBp)}%`).join(' · ')}
                </Text>
              </Card>
              <Text as="h2" size="lg" weight="bold">
                {t('agc_team_title')}
              </Text>
              {value.list.length === 0 ? <EmptyState title={t('agc_team_empty')} /> : null}
              {value.list.map((row) => (
                <Card key={row.username} gap="sm" data-testid={`team-rebate-${row.username}`}>
                  <Inline justify="spaceBetween">
                    <Text weight="bold">{row.username}</Text>
                    <Text size="sm" tone="muted">
                      {t(row.type === 0 ? 'agc_member_type_member' : 'agc_member_type_agent')}
                    </Text>
                  </Inline>
                  <Text size="sm">
                    {row.rates.map((rate) => `${t(gameCategoryLabelKey(rate.category))} ${percentOf(rate.rateBp)}%`).join(' · ')}
                  </Text>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing(row.username)}
                    data-testid={`team-rebate-edit-${row.username}`}
                  >
                    {t('agc_edit')}
                  </Button>
                </Card>
              ))}
              {subordinate ? <SubordinateRatesSheet subordinate={subordinate} own={value.own} onClose={() => setEditing(null)} /> : null}
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
