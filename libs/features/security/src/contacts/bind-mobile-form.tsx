import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contract } from '@playdeck/api';
import { FormTextField, KitForm, SelectField, SmsCodeField, useKitForm, useSmsCode, FormError, SubmitButton } from '@playdeck/form-kit';
import { useCallMutation } from '@playdeck/form-kit/call-mutation';
import { contactRules } from './contact-rules';
import { useDialingCountries } from '@playdeck/site-data';
import { useBindSubmit } from './use-bind-submit';

const schema = z.object({
  countryDialingCode: z.string(),
  mobileNum: contactRules.mobileNum,
  verificationCode: contactRules.verificationCode,
});
type Values = z.output<typeof schema>;

/** A mobile number (with its country code), an SMS code sent to it, then the code back. */
export function BindMobileForm() {
  const { t } = useTranslation();
  const countries = useDialingCountries();
  const form = useKitForm<Values, Values>({
    schema,
    defaultValues: { countryDialingCode: countries[0]!.dialingCode, mobileNum: '', verificationCode: '' },
  });
  const dialingCode = useWatch({ control: form.control, name: 'countryDialingCode' });
  // The code picked stays listed, even when the platform's list (arriving later) does not have it.
  const options = countries.map((country) => ({ value: country.dialingCode, label: `${country.name} (+${country.dialingCode})` }));
  if (!options.some((option) => option.value === dialingCode)) options.unshift({ value: dialingCode, label: `+${dialingCode}` });
  const number = () => ({ countryDialingCode: form.getValues('countryDialingCode'), mobileNum: form.getValues('mobileNum').trim() });
  const sendCode = useCallMutation(contract.security.mobileCode);
  const code = useSmsCode({
    validateMobile: () => form.checkFields(['mobileNum'], { focus: true }).length === 0,
    request: async () => (await sendCode.send({ body: number() })) ?? {},
  });
  const { submit } = useBindSubmit(form, ['mobileNum', 'verificationCode'], contract.security.bindMobile, 'security_mobile_saved');
  return (
    <KitForm form={form} onValid={submit} data-testid="bind-mobile-form">
      <SelectField
        name="countryDialingCode"
        label={t('security_dialing_code_label')}
        options={options}
        data-testid="bind-mobile-dialing-code"
      />
      <FormTextField name="mobileNum" label={t('security_mobile_label')} type="tel" inputMode="tel" autoComplete="tel-national" />
      <SmsCodeField sms={code} />
      <FormError data-testid="bind-mobile-error" />
      <SubmitButton data-testid="bind-mobile-submit">{t('security_bind_submit')}</SubmitButton>
    </KitForm>
  );
}
