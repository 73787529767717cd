import type { FieldMessage } from './field-message';

/** A field's rule as the platform serves it on its register settings (GET /wps/system/setting/register). */
export interface PlatformFieldRule {
  /** '*' (or nothing) accepts anything. */
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: string;
}

function compile(pattern: string): RegExp | null {
  if (pattern === '*' || pattern === '') return null;
  // Unicode mode first, as the platform compiles them (\p{L} in a real-name pattern), then plain.
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // try the next mode
    }
  }
  // A pattern the browser cannot compile must not block the form; the platform checks again.
  return null;
}

/**
 * What is wrong with a non-empty value under the platform's rule for its field: its length (in characters, not
 * UTF-16 units) or its pattern, as `reg_pattern_<patternId>` with the lengths; null when it holds.
 */
export function platformRuleProblem(value: string, rule: PlatformFieldRule): FieldMessage | null {
  const length = [...value].length;
  const regex = compile(rule.acceptedPattern);
  if (length >= rule.minLength && length <= rule.maxLength && (!regex || regex.test(value))) return null;
  // Spec section 5's "phone number of {0} digits": a number whose length the operator fixed says so.
  if (rule.patternId === 'mobile' && rule.minLength === rule.maxLength)
    return { key: 'validation_phone_digits', params: { digits: rule.minLength } };
  return { key: `reg_pattern_${rule.patternId}`, params: { min: rule.minLength, max: rule.maxLength } };
}
