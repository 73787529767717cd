import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { htmlLangFor, isSupportedLanguage } from '@playdeck/i18n';
import { apiClient } from '@playdeck/session/api';

export interface DialingCountry {
  code: string;
  name: string;
  /** Digits only, as the mobile calls take it. */
  dialingCode: string;
}

// Until the platform answers (home market first), the product's market: Vietnam, then its neighbours.
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

/** The countries a mobile number may belong to, the merchant's home market first. */
export function useDialingCountries(): DialingCountry[] {
  const { i18n } = useTranslation();
  const { data } = useQuery(apiQueryOptions(apiClient, contract.system.countries, undefined, { staleTime: COUNTRIES_STALE_MS }));
  if (data && data.length > 0) return data;
  const nameOf = regionNames(i18n.language);
  return FALLBACK_COUNTRIES.map(([code, dialingCode]) => ({ code, name: nameOf(code), dialingCode }));
}
