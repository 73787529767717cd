import { useState } from 'react';
import { FALLBACK_DIALING_CODE, useDialingCountries } from '../login/dialing-codes';
import type { DialingCode } from './mobile-number-field';

/** The number's country dialing code: the first listed country's (the merchant's home market) until one is picked. */
export function useDialingCode(enabled: boolean): DialingCode {
  const countries = useDialingCountries(enabled);
  const [picked, setPicked] = useState<string | undefined>();
  return { countries, value: picked ?? countries[0]?.dialingCode ?? FALLBACK_DIALING_CODE, onChange: setPicked };
}
