import { useWatch, type Control, type FieldPath, type PathValue, type UseFormSetValue } from 'react-hook-form';
import { FALLBACK_DIALING_CODE, useDialingCountries, type DialingCountry } from '@playdeck/site-data';

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
export function useDialingCode<Values extends WithDialingCode, Output>(
  { control, setValue }: { control: Control<Values, unknown, Output>; setValue: UseFormSetValue<Values> },
  enabled = true,
): DialingCode {
  const countries = useDialingCountries(enabled);
  const name = 'countryDialingCode' as FieldPath<Values>;
  const picked = useWatch({ control, name }) as string;
  return {
    countries,
    value: picked || countries[0]?.dialingCode || FALLBACK_DIALING_CODE,
    onChange: (dialingCode) => setValue(name, dialingCode as PathValue<Values, FieldPath<Values>>),
  };
}
