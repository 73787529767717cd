import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationMessage } from './rules';

/** Spec section 5: errors re-validate on language change, debounced 200 ms. */
export const REVALIDATE_ON_LANGUAGE_MS = 200;

/**
 * Field errors kept as message keys and translated at render, re-checked after a language change so
 * a message computed from language-dependent input is fresh.
 */
export function useFieldErrors<Field extends string>(check: (field: Field) => ValidationMessage | null) {
  const { t, i18n } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<Field, ValidationMessage>>>({});
  const checkRef = useRef(check);
  checkRef.current = check;

  const validateField = useCallback((field: Field) => {
    const failure = checkRef.current(field);
    setErrors((current) => {
      const next = { ...current };
      if (failure) next[field] = failure;
      else delete next[field];
      return next;
    });
    return failure === null;
  }, []);

  const validateAll = useCallback(
    (fields: readonly Field[]) => fields.map((field) => validateField(field)).every(Boolean),
    [validateField],
  );

  const clearError = useCallback((field: Field) => {
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  useEffect(() => {
    const revalidate = () => {
      const timer = setTimeout(() => {
        setErrors((current) => {
          const next: Partial<Record<Field, ValidationMessage>> = {};
          for (const field of Object.keys(current) as Field[]) {
            const failure = checkRef.current(field);
            if (failure) next[field] = failure;
          }
          return next;
        });
      }, REVALIDATE_ON_LANGUAGE_MS);
      return () => clearTimeout(timer);
    };
    let cancel: (() => void) | undefined;
    const onChange = () => {
      cancel?.();
      cancel = revalidate();
    };
    i18n.on('languageChanged', onChange);
    return () => {
      cancel?.();
      i18n.off('languageChanged', onChange);
    };
  }, [i18n]);

  const errorText = (field: Field): string | undefined => {
    const failure = errors[field];
    return failure ? t(failure.key, failure.params) : undefined;
  };

  return { errors, errorText, validateField, validateAll, clearError, setErrors };
}
