import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { FALLBACK_DIALING_CODE, useDialingCountries, type DialingCountry } from './dialing-codes';

export interface DialingCode {
  value: string;
  onChange: (dialingCode: string) => void;
  countries: readonly DialingCountry[];
}

interface WithDialingCode {
  countryDialingCode: string;
}

/**
 * A form's `countryDialingCode` value: the one picked (or remembered), else the first listed country's
 * (the merchant's home market).
 */
export function useDialingCode<Values extends WithDialingCode>(form: { control: Control<Values>; setValue: UseFormSetValue<Values> }, enabled = true): DialingCode {
  const countries = useDialingCountries(enabled);
  const { control, setValue } = form as unknown as { control: Control<WithDialingCode>; setValue: UseFormSetValue<WithDialingCode> };
  const picked = useWatch({ control, name: 'countryDialingCode' });
  return {
    countries,
    value: picked || countries[0]?.dialingCode || FALLBACK_DIALING_CODE,
    onChange: (dialingCode) => setValue('countryDialingCode', dialingCode),
  };
}
