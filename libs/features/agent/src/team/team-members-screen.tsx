import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_RANGE_MAX_DAYS, type TeamMember } from '@playdeck/api';
import { Button, EmptyState, TextField } from '@playdeck/ui';
import { Inline, Stack, Text } from '@playdeck/ui/layout';
import { DataTable, DateRangePicker, presetRange, type DataTableColumn } from '@playdeck/ui/patterns';
import { formatDateTime } from '@playdeck/i18n';
import { formatWireMoney } from '../shared/format';
import { QueryState } from '@playdeck/screen-kit';
import { useTeamMembers } from '../shared/team-queries';
import { teamRangeQuery } from '../shared/team-range';

export const TEAM_PAGE_SIZE = 10;

/** /m/member/team: the downline (direct and indirect), searched by user name, a page at a time. */
export default function TeamMembersScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useState(() => teamRangeQuery(presetRange('last30Days', new Date())));
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const members = useTeamMembers({ ...range, username: username || undefined, pageNo, pageSize: TEAM_PAGE_SIZE });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setUsername(typed.trim());
    setPageNo(1);
  };

  const columns: DataTableColumn<TeamMember>[] = [
    { id: 'username', header: t('agent_member_username'), cell: (row) => <span data-testid="team-member-name">{row.username}</span> },
    {
      id: 'level',
      header: t('agent_member_level'),
      cell: (row) => (row.level === 1 ? t('agent_member_direct') : t('agent_member_level_n', { level: row.level })),
    },
    { id: 'balance', header: t('agent_member_balance'), cell: (row) => formatWireMoney(row.balance), align: 'end' },
    {
      id: 'lastLogin',
      header: t('agent_member_last_login'),
      cell: (row) => (row.lastLoginAt === null ? t('agent_member_never') : formatDateTime(row.lastLoginAt)),
    },
    { id: 'deposits', header: t('agent_member_deposits'), cell: (row) => formatWireMoney(row.deposits), align: 'end' },
  ];

  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_member_team')}>
      <form onSubmit={search} role="search" data-testid="team-search">
        <Inline gap="sm" align="end">
          <TextField
            label={t('agent_member_search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={64}
            data-testid="team-search-input"
          />
          <Button type="submit" data-testid="team-search-submit">
            {t('agent_search')}
          </Button>
        </Inline>
      </form>
      <DateRangePicker
        defaultPreset="last30Days"
        maxSpanDays={AGENT_RANGE_MAX_DAYS}
        onChange={(chosen) => {
          setRange(teamRangeQuery(chosen));
          setPageNo(1);
        }}
        data-testid="team-range"
      />
      <QueryState query={members} testId="team-members" titleKey="agent_load_failed" skeletonRows={4}>
        {(page) => (
          <Stack gap="md">
            <Text size="sm" tone="muted" data-testid="team-total">
              {t('agent_member_total', { count: page.total })}
            </Text>
            <DataTable
              columns={columns}
              rows={page.list}
              rowKey={(row) => row.username}
              caption={t('route_member_team')}
              empty={<EmptyState title={t('agent_member_empty')} />}
              data-testid="team-members-table"
            />
            {page.totalPages > 1 ? (
              <Inline gap="sm" align="center">
                <Button variant="ghost" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)} data-testid="team-page-previous">
                  {t('agent_page_previous')}
                </Button>
                <Text size="sm" data-testid="team-page">
                  {t('agent_page_of', { page: page.pageNum, pages: page.totalPages })}
                </Text>
                <Button
                  variant="ghost"
                  disabled={pageNo >= page.totalPages}
                  onClick={() => setPageNo(pageNo + 1)}
                  data-testid="team-page-next"
                >
                  {t('agent_page_next')}
                </Button>
              </Inline>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
