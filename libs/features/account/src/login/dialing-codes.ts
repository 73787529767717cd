import { useTranslation } from 'react-i18next';
import { htmlLangFor, isSupportedLanguage } from '@playdeck/i18n';
import { useCountries } from '../shared/account-queries';

export interface DialingCountry {
  code: string;
  name: string;
  /** Digits only, as login and SMS calls take it. */
  dialingCode: string;
}

/*
 * The platform lists countries with the merchant's home market first, and that is the default. Until it
 * answers (or if it cannot), Vietnam: the market of this product, whose platform language TY is
 * Vietnamese; the EN brands of the platform serve the same market (their members are +84 too).
 */
export const FALLBACK_DIALING_CODE = '84';
const FALLBACK_COUNTRIES: readonly [string, string][] = [
  ['VN', '84'],
  ['TH', '66'],
  ['PH', '63'],
  ['MY', '60'],
  ['ID', '62'],
  ['SG', '65'],
];
const COUNTRIES_STALE_MS = 60 * 60_000;

function regionNames(language: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([isSupportedLanguage(language) ? htmlLangFor(language) : 'en'], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/** The countries a mobile number may belong to, home market first; a short built-in list until the platform answers. */
export function useDialingCountries(enabled = true): DialingCountry[] {
  const { i18n } = useTranslation();
  const { data } = useCountries(COUNTRIES_STALE_MS, enabled);
  if (data && data.length > 0) return data;
  const nameOf = regionNames(i18n.language);
  return FALLBACK_COUNTRIES.map(([code, dialingCode]) => ({ code, name: nameOf(code), dialingCode }));
}
