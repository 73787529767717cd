import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contract, NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, type MemberProfile, type ValueOf } from '@playdeck/api';
import { apiQueryKey, invalidateCalls } from '@playdeck/api/client';
import { FormTextField, KitForm, mapServerError, useKitForm } from '@playdeck/form-kit';
import { apiClient, isSessionEnded } from '@playdeck/session/api';
import { Button, useToast } from '@playdeck/ui';
import { Text } from '@playdeck/ui/layout';
import { nicknameText } from './nickname-rules';

type MemberInfo = ValueOf<typeof contract.session.memberInfo>;
interface NicknameValues {
  nickname: string;
}

/**
 * Changes the nickname. The member info and profile answers in the cache take the new one at once (the
 * header and the member centre show it), then are fetched again.
 */
export function NicknameForm({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useKitForm<NicknameValues, NicknameValues>({
    schema: z.object({ nickname: nicknameText(current) }),
    defaultValues: { nickname: current ?? '' },
  });
  const saving = useRef(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const save = async ({ nickname }: NicknameValues) => {
    if (saving.current) return;
    saving.current = true;
    setPending(true);
    setFormError(null);
    try {
      const answer = await apiClient.call(contract.settings.nickname, { body: { nickname } });
      queryClient.setQueryData<MemberInfo>(
        apiQueryKey(contract.session.memberInfo),
        (info) => info && { ...info, nickname: answer.nickname },
      );
      queryClient.setQueryData<MemberProfile>(
        apiQueryKey(contract.settings.profile),
        (profile) => profile && { ...profile, nickname: answer.nickname },
      );
      void invalidateCalls(queryClient, [contract.session.memberInfo, contract.settings.profile]);
      toast.show({ message: t('settings_nickname_saved'), kind: 'success' });
    } catch (error) {
      if (isSessionEnded(error)) return;
      const { field, message } = mapServerError(error, {
        fields: ['nickname'],
        messageFor: () => ({ key: 'settings_nickname_refused', params: { min: NICKNAME_MIN_LENGTH, max: NICKNAME_MAX_LENGTH } }),
      });
      if (field) form.refuse(field, message);
      else setFormError(t(message.key, message.params));
    } finally {
      saving.current = false;
      setPending(false);
    }
  };

  return (
    <KitForm form={form} onValid={save} data-testid="nickname-form">
      <FormTextField
        name="nickname"
        label={t('settings_nickname_label')}
        hint={t('settings_nickname_hint', { min: NICKNAME_MIN_LENGTH, max: NICKNAME_MAX_LENGTH })}
        maxLength={NICKNAME_MAX_LENGTH + 10}
        autoComplete="nickname"
      />
      {formError ? (
        <Text role="alert" tone="danger" data-testid="nickname-error">
          {formError}
        </Text>
      ) : null}
      <Button type="submit" block loading={pending} data-testid="nickname-submit">
        {t('settings_nickname_save')}
      </Button>
    </KitForm>
  );
}
