import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';
import * as styles from './password-form.css';

/** The merchant's countries, home market first (digits only, as the SMS and password calls take them). */
export function useDialingCodes(): string[] {
  const { data } = useQuery(apiQueryOptions(apiClient, contract.system.countries, undefined, { staleTime: Infinity }));
  return [...new Set(data?.map((country) => country.dialingCode) ?? [])];
}

interface DialingCodeSelectProps {
  codes: string[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The country dialing code in front of a mobile number. */
export function DialingCodeSelect({ codes, value, onChange, disabled }: DialingCodeSelectProps) {
  const { t } = useTranslation();
  return (
    <select
      className={styles.dialingCode}
      aria-label={t('set_password_dialing_code')}
      name="countryDialingCode"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {codes.map((code) => (
        <option key={code} value={code}>
          +{code}
        </option>
      ))}
    </select>
  );
}
