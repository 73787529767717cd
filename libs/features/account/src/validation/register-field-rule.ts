import { platformRuleProblem, type FieldMessage as ValidationMessage, type PlatformFieldRule } from '@playdeck/form-kit';

/** One field's rule as the platform serves it (GET /wps/system/setting/register): its pattern, and whether it is asked. */
export interface RegisterFieldRule extends PlatformFieldRule {
  enabled: boolean;
  required: boolean;
}

/**
 * Checks a value against the platform's rule for its field: a disabled field is not checked, an empty
 * optional field passes, otherwise length and pattern must hold (message reg_pattern_<patternId>).
 */
export function validateRegisterField(value: string, rule: RegisterFieldRule | undefined): ValidationMessage | null {
  if (!rule || !rule.enabled) return null;
  const trimmed = value.trim();
  if (trimmed === '') return rule.required ? { key: 'validation_required' } : null;
  return platformRuleProblem(trimmed, rule);
}
