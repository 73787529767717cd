import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contract } from '@playdeck/api';
import { invalidateCalls } from '@playdeck/api/client';
import {
  fieldsOfCodes,
  FormPasswordField,
  FormTextField,
  KitForm,
  required,
  sameAs,
  satisfies,
  text,
  useKitForm,
  FormError,
  SubmitButton,
  useKitSubmit,
} from '@playdeck/form-kit';
import { useToast } from '@playdeck/ui';
import { Text } from '@playdeck/ui/layout';
import { ruleProblem, type FieldRule } from './register-rule';

type Values = { username: string; password: string; confirmPassword: string; userType: '0' | '2' };

const FIELD_OF_CODE = fieldsOfCodes(contract.agentTeam.register, {
  'username.exists': 'username',
  'password.confirm.mismatch': 'confirmPassword',
});

function schemaFor(rules: { username?: FieldRule; password?: FieldRule }) {
  return z
    .object({
      username: text([required('validation_required'), satisfies((value) => ruleProblem(value, rules.username))]),
      password: text([required('in_incorrect_password'), satisfies((value) => ruleProblem(value, rules.password))], { trim: false }),
      confirmPassword: z.string(),
      userType: z.enum(['0', '2']),
    })
    .check(sameAs('confirmPassword', 'password', 'in_incorrect_password', 'in_confirmation_correct'));
}

/**
 * A user name and password (by the merchant's register rules) and whether the account is a member or a
 * sub-agent: the account opens under this agent. One submit at a time; refusals show on their field.
 */
export function AgentRegisterForm({
  rules,
  onRegistered,
}: {
  rules: { username?: FieldRule; password?: FieldRule };
  onRegistered: (username: string) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const schema = useMemo(() => schemaFor(rules), [rules]);
  const form = useKitForm<Values, Values>({
    schema,
    defaultValues: { username: '', password: '', confirmPassword: '', userType: '0' },
    dependents: { password: ['confirmPassword'] },
  });

  const { submit } = useKitSubmit(form, contract.agentTeam.register, {
    body: (values) => ({
      username: values.username,
      password: values.password,
      confirmPassword: values.confirmPassword,
      userType: values.userType === '2' ? (2 as const) : (0 as const),
    }),
    fields: ['username', 'password', 'confirmPassword'],
    fieldOfCode: FIELD_OF_CODE,
    onDone: async (created) => {
      await invalidateCalls(queryClient, [contract.agentTeam.members, contract.agentTeam.kpi]);
      toast.show({ message: t('agent_register_done', { username: created.username }), kind: 'success' });
      form.reset();
      onRegistered(created.username);
    },
  });

  return (
    <KitForm form={form} onValid={submit} data-testid="agent-register-form">
      <FormTextField name="username" label={t('agent_register_username')} autoComplete="off" />
      <FormPasswordField name="password" label={t('agent_register_password')} autoComplete="new-password" />
      <FormPasswordField name="confirmPassword" label={t('agent_register_confirm')} autoComplete="new-password" />
      <fieldset style={{ border: 0, margin: 0, padding: 0 }} data-testid="agent-register-type">
        <legend>
          <Text size="sm" weight="bold">
            {t('agent_register_type')}
          </Text>
        </legend>
        {(['0', '2'] as const).map((type) => (
          <label key={type} style={{ marginInlineEnd: 16 }}>
            <input type="radio" value={type} {...form.register('userType')} data-testid={`agent-register-type-${type}`} />{' '}
            {t(type === '0' ? 'agent_register_type_member' : 'agent_register_type_agent')}
          </label>
        ))}
      </fieldset>
      <FormError data-testid="agent-register-error" />
      <SubmitButton data-testid="agent-register-submit">{t('agent_register_submit')}</SubmitButton>
    </KitForm>
  );
}
