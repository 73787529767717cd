import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as z from 'zod/mini';
import { contract } from '@playdeck/api';
import { fieldsOfCodes, FormTextField, KitForm, matches, required, text, useKitForm, SubmitButton, useKitSubmit } from '@playdeck/form-kit';
import { paths, withQuery } from '@playdeck/routes';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import * as styles from './info-pages.css';

const schema = z.object({
  affiliateCode: text([required('invitation_code_error'), matches(/^[A-Za-z0-9_-]{1,64}$/, 'reg_pattern_affiliate_code')]),
});
type Values = z.output<typeof schema>;

/**
 * Join us: a visitor checks an invitation code with the platform (GET /wps/agent/affiliate) before
 * registering with it; a valid code leads to registration with the code filled in.
 */
export function InvitationCodeCheck() {
  const { t } = useTranslation();
  const form = useKitForm<Values, Values>({ schema, defaultValues: { affiliateCode: '' } });
  const [valid, setValid] = useState<string | null>(null);

  const { submit } = useKitSubmit(form, contract.session.checkAffiliate, {
    query: ({ affiliateCode }) => ({ affiliateCode }),
    fields: ['affiliateCode'],
    fieldOfCode: fieldsOfCodes(contract.session.checkAffiliate, { 'invitation.code.invalid': 'affiliateCode' }),
    formRefusals: 'toast',
    onDone: (_answer, { affiliateCode }) => setValid(affiliateCode),
  });
  const check = (values: Values) => {
    if (form.busy) return;
    setValid(null);
    return submit(values);
  };

  return (
    <Card as="section" gap="md" aria-labelledby="join-us-code-title">
      <Text as="h2" id="join-us-code-title" size="lg" weight="bold">
        {t('info_join_us_code_title')}
      </Text>
      <KitForm form={form} onValid={check} data-testid="join-us-code-form">
        <FormTextField name="affiliateCode" label={t('info_join_us_code_label')} autoComplete="off" />
        <SubmitButton data-testid="join-us-code-check">{t('info_join_us_code_check')}</SubmitButton>
      </KitForm>
      {valid ? (
        <Stack gap="sm" role="status" data-testid="join-us-code-valid">
          <Text size="md">{t('info_join_us_code_valid', { code: valid })}</Text>
          <Link to={withQuery(paths.register, { affiliateCode: valid })} className={styles.action} data-testid="join-us-register">
            {t('info_join_us_register_with_code')}
          </Link>
        </Stack>
      ) : null}
    </Card>
  );
}
