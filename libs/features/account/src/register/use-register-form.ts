import { useMemo } from 'react';
import { useKitForm } from '@playdeck/form-kit';
import { visibleFields, type RegisterRules, type RegisterValues } from './register-fields';
import type { RegisterMode } from './register-mode';
import { initialRegisterValues, registerSchema } from './register-schema';

/**
 * One mode's register form on the kit: the fields the rules show, each judged on blur and on submit and
 * again as it is typed in once it shows a message; a new password re-judges a typed confirmation. A
 * refusal from the platform stays on its field until the value changes.
 */
export function useRegisterForm(mode: RegisterMode, rules: RegisterRules, initial: Partial<RegisterValues> = {}) {
  const fields = useMemo(() => visibleFields(mode, rules), [mode, rules]);
  const form = useKitForm({
    schema: useMemo(() => registerSchema(mode, rules, fields), [mode, rules, fields]),
    defaultValues: initialRegisterValues(initial),
    dependents: { password: ['confirmPassword'] },
  });
  return { form, fields };
}

export type RegisterForm = ReturnType<typeof useRegisterForm>;
