import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameCategoryLabelKey } from '@playdeck/i18n';
import { contract, type CategoryRate, type SubordinateRates } from '@playdeck/api';
import { ApiError, describeError } from '@playdeck/api/client';
import { useCallMutation } from '@playdeck/form-kit/call-mutation';
import { isSessionEnded } from '@playdeck/session/api';
import { Button, Sheet, TextField, useToast } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import { percentOf } from '../shared/format';
import { teamRebateQuery } from '../shared/queries';
import { checkDraft, draftOf, type RateDraft } from './rate-draft';

interface Props {
  subordinate: SubordinateRates;
  own: CategoryRate[];
  onClose: () => void;
}

/** A direct subordinate's rates, one percentage per game category, each at most the agent's own. */
export function SubordinateRatesSheet({ subordinate, own, onClose }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RateDraft>(() => draftOf(subordinate.rates));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = useCallMutation(contract.agentContracts.updateTeamRebate);
  // Busy from the request until the refetched rates are in.
  const [refreshing, setRefreshing] = useState(false);
  const saving = update.pending || refreshing;

  const save = async () => {
    if (saving) return;
    const checked = checkDraft(draft, subordinate.rates, own);
    setProblems(checked.problems);
    setFormError(null);
    if (Object.keys(checked.problems).length > 0) return;
    if (checked.changes.length === 0) return onClose();
    let updated;
    try {
      updated = await update.send({ body: { username: subordinate.username, rates: checked.changes } });
    } catch (error) {
      if (isSessionEnded(error)) return;
      const { key, params } = describeError(error);
      const field = error instanceof ApiError ? error.value?.field : undefined;
      if (field && field in draft) setProblems({ [field]: key });
      else setFormError(t(key, params));
      return;
    }
    if (updated === undefined) return;
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries({ queryKey: teamRebateQuery().queryKey });
      toast.show({ message: t('agc_saved'), kind: 'success' });
      onClose();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Sheet
      open
      onClose={onClose}
      title={t('agc_edit_title', { username: subordinate.username })}
      footer={
        <Button onClick={() => void save()} loading={saving} data-testid="team-rebate-save">
          {t('agc_save')}
        </Button>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          {subordinate.rates.map((rate) => {
            const max = own.find((mine) => mine.category === rate.category)?.rateBp ?? 0;
            return (
              <TextField
                key={rate.category}
                name={rate.category}
                label={t(gameCategoryLabelKey(rate.category))}
                inputMode="decimal"
                suffix="%"
                value={draft[rate.category] ?? ''}
                hint={t('agc_edit_hint', { max: percentOf(max) })}
                error={problems[rate.category] ? t(problems[rate.category]!) : undefined}
                onChange={(event) => setDraft((before) => ({ ...before, [rate.category]: event.target.value }))}
                data-testid={`team-rebate-rate-${rate.category}`}
              />
            );
          })}
          {formError ? (
            <Text role="alert" tone="danger">
              {formError}
            </Text>
          ) : null}
          <button type="submit" hidden />
        </Stack>
      </form>
    </Sheet>
  );
}
