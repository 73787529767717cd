import { useTranslation } from 'react-i18next';
import type { DialingCountry } from '@playdeck/site-data';
import * as styles from './dialing-code-select.css';

export interface DialingCodeSelectProps {
  value: string;
  onChange: (dialingCode: string) => void;
  countries: readonly DialingCountry[];
  disabled?: boolean;
}

/**
 * A mobile number's country code, shown compactly as "+84" inside the number field; the native select
 * (transparent, on top) opens the phone's own picker with the country names.
 */
export function DialingCodeSelect({ value, onChange, countries, disabled }: DialingCodeSelectProps) {
  const { t } = useTranslation();
  const listed = countries.some((country) => country.dialingCode === value);
  return (
    <span className={styles.wrapper}>
      <span className={styles.shown} aria-hidden="true">
        +{value}
        <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </span>
      <select
        className={styles.select}
        aria-label={t('login_dialing_code')}
        name="countryDialingCode"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        data-testid="login-dialing-code"
      >
        {listed ? null : <option value={value}>+{value}</option>}
        {countries.map((country) => (
          <option key={country.code} value={country.dialingCode}>
            {country.name} (+{country.dialingCode})
          </option>
        ))}
      </select>
    </span>
  );
}
