import type { FieldMessage } from '@playdeck/form-kit';

/** One field's rule as the platform serves it (GET /wps/system/setting/register). */
export interface FieldRule {
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: string;
}

function compile(pattern: string): RegExp | null {
  if (pattern === '*' || pattern === '') return null;
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // the next mode
    }
  }
  // A pattern the browser cannot compile must not block the form; the platform checks again.
  return null;
}

/**
 * The register page's rule for a field, applied whether or not the merchant registers by it (an agent opens
 * accounts by user name and password): empty passes here (required is its own rule), else length and pattern.
 */
export function ruleProblem(value: string, rule: FieldRule | undefined): FieldMessage | null {
  if (!rule || value === '') return null;
  const length = [...value].length;
  const regex = compile(rule.acceptedPattern);
  if (length < rule.minLength || length > rule.maxLength || (regex && !regex.test(value))) {
    return { key: `reg_pattern_${rule.patternId}`, params: { min: rule.minLength, max: rule.maxLength } };
  }
  return null;
}
