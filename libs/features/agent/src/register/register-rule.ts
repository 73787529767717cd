import { platformRuleProblem, type FieldMessage, type PlatformFieldRule } from '@playdeck/form-kit';

/** One field's rule as the platform serves it (GET /wps/system/setting/register). */
export type FieldRule = PlatformFieldRule;

/**
 * The register page's rule for a field, applied whether or not the merchant registers by it (an agent opens
 * accounts by user name and password): empty passes here (required is its own rule), else length and pattern.
 */
export function ruleProblem(value: string, rule: FieldRule | undefined): FieldMessage | null {
  return !rule || value === '' ? null : platformRuleProblem(value, rule);
}
