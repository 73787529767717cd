import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec sections 5 and 9: errors re-validate on a language change, debounced 200 ms. */
export const REVALIDATE_ON_LANGUAGE_MS = 200;

/** Runs `revalidate` 200 ms after the last language change (a burst of changes runs it once). */
export function useRevalidateOnLanguageChange(revalidate: () => void): void {
  const { i18n } = useTranslation();
  const latest = useRef(revalidate);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = revalidate;
  });
  // react-i18next hands out a new i18n object on a language change: the pending run must survive that.
  useEffect(() => {
    const onChange = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(), REVALIDATE_ON_LANGUAGE_MS);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  useEffect(() => () => clearTimeout(timer.current), []);
}
