import { useTranslation } from 'react-i18next';
import { AmountField, SelectField } from '@playdeck/form-kit';
import { RG_LIMIT_PERIODS } from '@playdeck/api';

/** The register form's deposit limit (brand.json `responsibleGaming.depositLimitAtRegistration`): an amount and its period. */
export function DepositLimitFields() {
  const { t } = useTranslation();
  return (
    <>
      <AmountField
        name="depositLimitAmount"
        label={t('register_deposit_limit')}
        hint={t('register_deposit_limit_hint')}
        data-testid="register-depositLimitAmount"
      />
      <SelectField
        name="depositLimitPeriod"
        label={t('register_deposit_limit_period')}
        options={RG_LIMIT_PERIODS.map((period) => ({ value: period, label: t(`register_deposit_limit_${period}`) }))}
        data-testid="register-depositLimitPeriod"
      />
    </>
  );
}
