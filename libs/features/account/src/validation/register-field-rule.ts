import type { FieldMessage as ValidationMessage } from '@playdeck/form-kit';

/** One field's rule as the platform serves it (GET /wps/system/setting/register). */
export interface RegisterFieldRule {
  enabled: boolean;
  required: boolean;
  /** '*' accepts anything. */
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
  // A pattern the browser cannot compile must not block registration; the platform checks again.
  return null;
}

/**
 * Checks a value against the platform's rule for its field: a disabled field is not checked, an empty
 * optional field passes, otherwise length and pattern must hold (message reg_pattern_<patternId>).
 */
export function validateRegisterField(value: string, rule: RegisterFieldRule | undefined): ValidationMessage | null {
  if (!rule || !rule.enabled) return null;
  const trimmed = value.trim();
  if (trimmed === '') return rule.required ? { key: 'validation_required' } : null;
  const length = [...trimmed].length;
  const regex = compile(rule.acceptedPattern);
  if (length < rule.minLength || length > rule.maxLength || (regex && !regex.test(trimmed))) {
    // Spec section 5's "phone number of {0} digits": a number whose length the operator fixed says so.
    if (rule.patternId === 'mobile' && rule.minLength === rule.maxLength)
      return { key: 'validation_phone_digits', params: { digits: rule.minLength } };
    return { key: `reg_pattern_${rule.patternId}`, params: { min: rule.minLength, max: rule.maxLength } };
  }
  return null;
}
