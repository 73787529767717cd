import * as z from 'zod/mini';
import { encodeMessage, type FieldMessage } from '@playdeck/form-kit';
import { checkRegisterField } from './check-register-field';
import { initialDepositLimit, type DepositLimitValues } from './deposit-limit-values';
import { emptyValues, type FormField, type RegisterRules, type RegisterValues } from './register-fields';
import type { RegisterMode } from './register-mode';

export interface RegisterFormValues extends RegisterValues, DepositLimitValues {
  /** The terms box (spec section 5: ticked by default; registering waits for it). */
  agreed: boolean;
  /** The number's country code: '' until one is picked (the first listed country's then). */
  countryDialingCode: string;
}

export const initialRegisterValues = (initial: Partial<RegisterValues> = {}): RegisterFormValues => ({
  ...emptyValues(),
  ...initial,
  ...initialDepositLimit(),
  agreed: true,
  countryDialingCode: '',
});

/**
 * The shown fields of a mode's form, each judged by the platform's rule for it (checkRegisterField), and the
 * deposit limit where the brand asks for one.
 */
export function registerSchema(
  mode: RegisterMode,
  rules: RegisterRules,
  fields: readonly FormField[],
  checkDepositLimit?: (typed: string) => FieldMessage | null,
) {
  return z.looseObject({}).check(
    z.superRefine((values: Record<string, unknown>, context) => {
      const registerValues = { ...emptyValues(), ...values } as RegisterValues;
      for (const field of fields) {
        const failure = checkRegisterField(field, registerValues, rules, mode);
        if (failure) context.addIssue({ code: 'custom', message: encodeMessage(failure), path: [field], input: registerValues[field] });
      }
      if (!checkDepositLimit) return;
      const typed = typeof values['depositLimitAmount'] === 'string' ? values['depositLimitAmount'] : '';
      const limitFailure = checkDepositLimit(typed);
      if (limitFailure)
        context.addIssue({ code: 'custom', message: encodeMessage(limitFailure), path: ['depositLimitAmount'], input: typed });
    }),
  ) as unknown as z.ZodMiniType<RegisterFormValues, RegisterFormValues>;
}
