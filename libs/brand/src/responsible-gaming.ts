import { useEffect, useState } from 'react';
import type { ResponsibleGamingControl } from './constants';
import type { ResponsibleGamingPage, ResponsibleGamingRules } from './schema';

let loading: Promise<ResponsibleGamingRules> | undefined;
/** Set once the chunk has loaded: a screen whose loader waited for it renders with the rules at once. */
let loaded: ResponsibleGamingRules | undefined;

/**
 * The brand's responsible-gaming rules (brand.json `responsibleGaming`), from their own chunk: home's first render
 * does not carry them. One download however often it is asked for; a failed one is tried again on the next call.
 */
export function loadResponsibleGamingRules(): Promise<ResponsibleGamingRules> {
  loading ??= import('virtual:playdeck/brand-rg').then(
    (module) => (loaded = module.responsibleGamingRules),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the brand offers `control` (deposit limit, loss limit, reality check, time-out, self-exclusion). */
export function offersControl(rules: ResponsibleGamingRules, control: ResponsibleGamingControl): boolean {
  return rules.controls.includes(control);
}

/** The responsible-gaming page of `language`, else of the brand's default language, else none. */
export function responsibleGamingPage(
  rules: ResponsibleGamingRules,
  language: string,
  defaultLanguage: string,
): ResponsibleGamingPage | undefined {
  return rules.pages[language] ?? rules.pages[defaultLanguage];
}

/**
 * The brand's responsible-gaming rules once their chunk has loaded (at once where a screen's loader awaited
 * loadResponsibleGamingRules; undefined until then, and while a failed download waits for the next mount), for
 * screens that show only the controls the brand offers:
 * `const rules = useResponsibleGamingRules(); rules && offersControl(rules, 'lossLimit')`.
 */
export function useResponsibleGamingRules(): ResponsibleGamingRules | undefined {
  const [rules, setRules] = useState(loaded);
  useEffect(() => {
    if (rules) return;
    let current = true;
    loadResponsibleGamingRules().then(
      (rulesLoaded) => current && setRules(rulesLoaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [rules]);
  return rules;
}
