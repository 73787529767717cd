import type { ResponsibleGamingRules } from '@playdeck/brand';
import { loadResponsibleGamingRules } from '@playdeck/brand/responsible-gaming';

/** The parts of a story that change the active brand's responsible-gaming rules while it is shown. */
export interface RgRulesStory {
  loaders: (() => Promise<Record<string, never>>)[];
  beforeEach: () => () => Promise<void>;
}

/**
 * A story of a brand whose brand.json `responsibleGaming` differs by `changes` (a rule no shipped brand has yet):
 * changed in the rules object the app reads, as the toolbar's brand switch does, and put back when the story goes.
 */
export function withRgRules(changes: Partial<ResponsibleGamingRules>): RgRulesStory {
  let shipped: Partial<ResponsibleGamingRules> | undefined;
  return {
    // A loader, so the change comes after the toolbar's brand has filled the rules in.
    loaders: [
      async () => {
        const rules = await loadResponsibleGamingRules();
        shipped = Object.fromEntries(Object.keys(changes).map((key) => [key, rules[key as keyof ResponsibleGamingRules]]));
        Object.assign(rules, structuredClone(changes));
        return {};
      },
    ],
    beforeEach: () => async () => {
      if (shipped === undefined) return;
      Object.assign(await loadResponsibleGamingRules(), shipped);
      shipped = undefined;
    },
  };
}
