import type { LanguageCode } from '@playdeck/brand';
import type { Dictionary } from './load-dictionary';

/**
 * Texts only some screens need load with those screens, not with the first render:
 * `locales/<lang>/lazy/<group>.json`. Brand overrides of their keys come with the main dictionary and win.
 */
export const TEXT_GROUPS = [
  'games',
  'forms',
  'kit',
  'records',
  'withdraw',
  'deposit',
  'member',
  'security',
  'rewards',
  'kyc',
  'inbox',
  'support',
  'settings',
  'agent-contracts',
  'agent',
  'agent-reports',
] as const;
export type TextGroup = (typeof TEXT_GROUPS)[number];

// Whole modules, not `import: 'default'`: that would repeat `.then(m => m.default)` per file in the first render's code.
const files = import.meta.glob<{ default: Dictionary }>('./locales/*/lazy/*.json');

export function textGroupLoader(group: TextGroup, code: LanguageCode): () => Promise<Dictionary> {
  const loader = files[`./locales/${code.toLowerCase()}/lazy/${group}.json`];
  if (!loader) throw new Error(`No ${group} texts for ${code}`);
  return () => loader().then((module) => module.default);
}
