import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contract, NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, type MemberProfile, type ValueOf } from '@playdeck/api';
import { apiQueryKey } from '@playdeck/api/client';
import { FormError, FormTextField, KitForm, SubmitButton, useKitForm, useKitSubmit } from '@playdeck/form-kit';
import { useToast } from '@playdeck/ui';
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
  const { submit } = useKitSubmit(form, contract.settings.nickname, {
    body: ({ nickname }) => ({ nickname }),
    invalidates: [contract.session.memberInfo, contract.settings.profile],
    messageFor: () => ({ key: 'settings_nickname_refused', params: { min: NICKNAME_MIN_LENGTH, max: NICKNAME_MAX_LENGTH } }),
    onDone: (answer) => {
      queryClient.setQueryData<MemberInfo>(
        apiQueryKey(contract.session.memberInfo),
        (info) => info && { ...info, nickname: answer.nickname },
      );
      queryClient.setQueryData<MemberProfile>(
        apiQueryKey(contract.settings.profile),
        (profile) => profile && { ...profile, nickname: answer.nickname },
      );
      toast.show({ message: t('settings_nickname_saved'), kind: 'success' });
    },
  });

  return (
    <KitForm form={form} onValid={submit} data-testid="nickname-form">
      <FormTextField
        name="nickname"
        label={t('settings_nickname_label')}
        hint={t('settings_nickname_hint', { min: NICKNAME_MIN_LENGTH, max: NICKNAME_MAX_LENGTH })}
        maxLength={NICKNAME_MAX_LENGTH + 10}
        autoComplete="nickname"
      />
      <FormError data-testid="nickname-error" />
      <SubmitButton data-testid="nickname-submit">{t('settings_nickname_save')}</SubmitButton>
    </KitForm>
  );
}
