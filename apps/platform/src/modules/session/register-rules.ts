import { eq } from 'drizzle-orm';
import { registerFieldRules } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { Merchant } from '../../http/request-context';
import type { PlatformServices } from '../../services';
import { defaultRegisterRules, REGISTER_FIELDS, type RegisterField, type RegisterFieldRule } from './register-defaults';

export type RegisterRules = Record<RegisterField, RegisterFieldRule>;

/** The merchant's stored rules over the defaults of its modules, so a field without a row still has one. */
export async function loadRegisterRules(services: PlatformServices, merchant: Merchant): Promise<RegisterRules> {
  const rows = await services.db.select().from(registerFieldRules).where(eq(registerFieldRules.merchantId, merchant.id));
  const rules = defaultRegisterRules(merchant.modules);
  for (const { field, enabled, required, acceptedPattern, minLength, maxLength, patternId } of rows) {
    if ((REGISTER_FIELDS as readonly string[]).includes(field)) {
      rules[field as RegisterField] = { enabled, required, acceptedPattern, minLength, maxLength, patternId };
    }
  }
  return rules;
}

/** Operators write the patterns: Unicode mode when they parse in it (\p{L}), plain JavaScript otherwise, as browsers would. */
function compilePattern(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
}

const refuse = (field: string, problem: string) =>
  new PlatformError('request_param_err', { message: `${field}: ${problem}`, value: { field } });

/**
 * A field's value checked against its rule: undefined when empty (refused if `required`), refused when
 * outside the length or pattern; the message names the field and the i18n key of the rule's text.
 */
export function checkField(
  field: string,
  value: string | undefined,
  rule: RegisterFieldRule,
  required = rule.required,
): string | undefined {
  if (value === undefined || value === '') {
    if (required) throw refuse(field, 'required');
    return undefined;
  }
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength)
    throw refuse(field, `reg_pattern_${rule.patternId} (length ${rule.minLength}-${rule.maxLength})`);
  if (rule.acceptedPattern !== '*' && !compilePattern(rule.acceptedPattern).test(value))
    throw refuse(field, `reg_pattern_${rule.patternId}`);
  return value;
}
