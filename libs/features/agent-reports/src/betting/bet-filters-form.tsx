import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gameCategoryLabelKey } from '@playdeck/i18n';
import { GAME_CATEGORIES, type GameCategory } from '@playdeck/api';
import { Button, TextField } from '@playdeck/ui';
import { Stack } from '@playdeck/ui/layout';
import * as styles from './betting.css';
import { NO_BET_FILTERS, useVendorOptions, type BetFilters } from './team-bets-query';

export interface BetFiltersFormProps {
  value: BetFilters;
  onApply: (filters: BetFilters) => void;
}

/** Member, game category and vendor, applied together on submit; "Clear" shows the whole team again. */
export function BetFiltersForm({ value, onApply }: BetFiltersFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const vendors = useVendorOptions().data ?? [];
  const categoryId = useId();
  const vendorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, username: draft.username.trim() });
  };
  const clear = () => {
    setDraft(NO_BET_FILTERS);
    onApply(NO_BET_FILTERS);
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('agent_reports_bet_filters')} data-testid="team-betting-filters">
      <Stack gap="sm">
        <TextField
          label={t('agent_reports_member')}
          hint={t('agent_reports_member_hint')}
          value={draft.username}
          maxLength={32}
          autoComplete="off"
          onChange={(event) => setDraft({ ...draft, username: event.target.value })}
          data-testid="team-betting-member"
        />
        <div className={styles.field}>
          <label className={styles.label} htmlFor={categoryId}>
            {t('agent_reports_category')}
          </label>
          <select
            id={categoryId}
            className={styles.select}
            value={draft.category}
            onChange={(event) => setDraft({ ...draft, category: event.target.value as GameCategory | '' })}
            data-testid="team-betting-category"
          >
            <option value="">{t('agent_reports_all')}</option>
            {GAME_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(gameCategoryLabelKey(category))}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={vendorId}>
            {t('agent_reports_vendor')}
          </label>
          <select
            id={vendorId}
            className={styles.select}
            value={draft.vendor}
            onChange={(event) => setDraft({ ...draft, vendor: event.target.value })}
            data-testid="team-betting-vendor"
          >
            <option value="">{t('agent_reports_all')}</option>
            {vendors.map((vendor) => (
              <option key={vendor.code} value={vendor.code}>
                {vendor.name}
              </option>
            ))}
          </select>
        </div>
        <Stack gap="xs">
          <Button type="submit" block data-testid="team-betting-apply">
            {t('agent_reports_apply')}
          </Button>
          <Button type="button" variant="ghost" block onClick={clear} data-testid="team-betting-clear">
            {t('agent_reports_clear')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
