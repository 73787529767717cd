import { useMemo } from 'react';
import { useKitForm } from '@playdeck/form-kit';
import { visibleFields, type RegisterRules, type RegisterValues } from './register-fields';
import type { RegisterMode } from './register-mode';
import { initialRegisterValues, registerSchema } from './register-schema';
import type { DepositLimitAsk } from './deposit-limit-ask';

/**
 * One mode's register form on the kit: the fields the rules show, each judged on blur and on submit and
 * again as it is typed in once it shows a message; a new password re-judges a typed confirmation. A
 * refusal from the platform stays on its field until the value changes. Where the brand asks for a deposit
 * limit, its amount is judged too.
 */
export function useRegisterForm(
  mode: RegisterMode,
  rules: RegisterRules,
  initial: Partial<RegisterValues> = {},
  depositLimit: DepositLimitAsk | null = null,
) {
  const fields = useMemo(() => visibleFields(mode, rules), [mode, rules]);
  const form = useKitForm({
    schema: useMemo(() => registerSchema(mode, rules, fields, depositLimit?.check), [mode, rules, fields, depositLimit]),
    defaultValues: initialRegisterValues(initial),
    dependents: { password: ['confirmPassword'] },
  });
  return { form, fields, depositLimit };
}

export type RegisterForm = ReturnType<typeof useRegisterForm>;
