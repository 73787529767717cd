import type { LanguageCode } from '@playdeck/brand';
import type { Dictionary } from './load-dictionary';
import type { TextGroup } from './text-group-names';

// Whole modules, not `import: 'default'`: that would repeat `.then(m => m.default)` per file in the loader table.
const files = import.meta.glob<{ default: Dictionary }>('./locales/*/lazy/*.json');

export function textGroupLoader(group: TextGroup, code: LanguageCode): () => Promise<Dictionary> {
  const loader = files[`./locales/${code.toLowerCase()}/lazy/${group}.json`];
  if (!loader) throw new Error(`No ${group} texts for ${code}`);
  return () => loader().then((module) => module.default);
}
