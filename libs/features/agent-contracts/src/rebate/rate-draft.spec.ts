import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf } from './rate-draft';

const own = [
  { category: 'RNG' as const, rateBp: 150 },
  { category: 'LIVE' as const, rateBp: 80 },
];
const current = [
  { category: 'RNG' as const, rateBp: 120 },
  { category: 'LIVE' as const, rateBp: 60 },
];

describe('a subordinate’s rates form', () => {
  it('starts from the current rates as percentages and sends only what changed', () => {
    expect(draftOf(current)).toEqual({ RNG: '1.20', LIVE: '0.60' });
    expect(checkDraft({ RNG: '1.5', LIVE: '0.60' }, current, own)).toEqual({ changes: [{ category: 'RNG', rateBp: 150 }], problems: {} });
  });

  it('refuses a rate above the agent’s own and a rate that is not a percentage', () => {
    expect(checkDraft({ RNG: '1.51', LIVE: 'abc' }, current, own).problems).toEqual({
      RNG: 'error_rebate_rate_above_own',
      LIVE: 'agc_rate_invalid',
    });
  });
});
