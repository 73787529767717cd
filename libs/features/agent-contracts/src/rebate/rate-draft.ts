import type { CategoryRate } from '@playdeck/api';
import { bpOf, percentOf } from '../shared/format';

/** The typed percentages of a rates form, by category. */
export type RateDraft = Record<string, string>;

export const draftOf = (rates: readonly CategoryRate[]): RateDraft =>
  Object.fromEntries(rates.map((rate) => [rate.category, percentOf(rate.rateBp)]));

export type DraftProblem = 'agc_rate_invalid' | 'error_rebate_rate_above_own';

/**
 * The changed rates (in basis points) and each field's problem: not a 0-100 percentage with at most 2
 * decimals, or above the agent's own rate for the category (the platform refuses it too).
 */
export function checkDraft(
  draft: RateDraft,
  current: readonly CategoryRate[],
  own: readonly CategoryRate[],
): { changes: CategoryRate[]; problems: Record<string, DraftProblem> } {
  const changes: CategoryRate[] = [];
  const problems: Record<string, DraftProblem> = {};
  for (const rate of current) {
    const bp = bpOf(draft[rate.category] ?? '');
    const max = own.find((mine) => mine.category === rate.category)?.rateBp ?? 0;
    if (bp === null) problems[rate.category] = 'agc_rate_invalid';
    else if (bp > max) problems[rate.category] = 'error_rebate_rate_above_own';
    else if (bp !== rate.rateBp) changes.push({ category: rate.category, rateBp: bp });
  }
  return { changes, problems };
}
