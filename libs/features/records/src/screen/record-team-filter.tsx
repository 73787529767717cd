import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@playdeck/ui';
import { Inline, Stack } from '@playdeck/ui/layout';
import type { TeamFilter } from '../filters/record-filters';
import * as styles from './records.css';

export interface RecordTeamFilterProps {
  value: TeamFilter;
  onChange: (filter: TeamFilter) => void;
}

/**
 * The agent form's choice of whose records: the agent's own or its team's, and for the team an optional
 * member (a downline username; the platform refuses anyone else). The member applies on submit.
 */
export function RecordTeamFilter({ value, onChange }: RecordTeamFilterProps) {
  const { t } = useTranslation();
  const [member, setMember] = useState(value.member);
  const [shown, setShown] = useState(value.member);
  if (shown !== value.member) {
    setShown(value.member);
    setMember(value.member);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ team: true, member: member.trim() });
  };
  const scopes = [
    { team: false, label: t('records_scope_mine'), testId: 'records-scope-mine' },
    { team: true, label: t('records_scope_team'), testId: 'records-scope-team' },
  ];
  return (
    <Stack gap="sm">
      <div role="group" aria-label={t('records_scope_label')} className={styles.typeChips}>
        {scopes.map((scope) => (
          <button
            key={scope.testId}
            type="button"
            className={styles.typeChip}
            aria-pressed={value.team === scope.team}
            onClick={() => onChange({ team: scope.team, member: '' })}
            data-testid={scope.testId}
          >
            {scope.label}
          </button>
        ))}
      </div>
      {value.team ? (
        <form onSubmit={submit} role="search" aria-label={t('records_member_search')}>
          <Inline gap="sm" align="end" nowrap>
            <TextField
              label={t('records_member')}
              hint={t('records_member_hint')}
              value={member}
              maxLength={32}
              autoComplete="off"
              onChange={(event) => setMember(event.target.value)}
              data-testid="records-team-member"
            />
            <Button type="submit" variant="ghost" data-testid="records-team-member-apply">
              {t('records_member_apply')}
            </Button>
          </Inline>
        </form>
      ) : null}
    </Stack>
  );
}
