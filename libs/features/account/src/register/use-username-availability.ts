import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ApiError } from '@playdeck/api/client';
import { SERVER_ERROR, encodeMessage } from '@playdeck/form-kit';
import { checkUsername } from '../shared/account-queries';
import { checkRegisterField } from './check-register-field';
import type { RegisterRules } from './register-fields';
import type { RegisterMode } from './register-mode';
import type { RegisterForm } from './use-register-form';

/** Typing pauses this long before the platform is asked (spec section 9: validation debounce 200 ms). */
export const USERNAME_CHECK_DEBOUNCE_MS = 200;

/** idle: nothing to ask (empty or locally invalid name, or the check could not answer); else the check's state. */
export type UsernameAvailability = 'idle' | 'checking' | 'available' | 'taken';

/**
 * While a user name is typed at registration, asks the platform whether it is free (GET /wps/check/username,
 * spec section 7) once typing pauses, for a name that passes the field's own rules. A taken name is a
 * platform refusal on the field (it goes when the value changes); a failed check says nothing, the
 * register call still judges the name. A newer name cancels the older question.
 */
export function useUsernameAvailability({ form, fields }: RegisterForm, rules: RegisterRules, mode: RegisterMode): UsernameAvailability {
  const username = useWatch({ control: form.control, name: 'username' });
  const shown = fields.includes('username');
  const [state, setState] = useState<{ name: string; availability: UsernameAvailability }>({ name: '', availability: 'idle' });
  const { getValues, setError } = form;

  useEffect(() => {
    const name = username.trim();
    if (!shown || name === '' || checkRegisterField('username', getValues(), rules, mode) !== null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ name, availability: 'checking' });
      checkUsername(name, controller.signal).then(
        () => setState({ name, availability: 'available' }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const taken = error instanceof ApiError && error.errorCode === 'username.exists';
          setState({ name, availability: taken ? 'taken' : 'idle' });
          if (taken) setError('username', { type: SERVER_ERROR, message: encodeMessage({ key: 'error_username_exists' }) });
        },
      );
    }, USERNAME_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [username, shown, rules, mode, getValues, setError]);

  // An answer about an earlier name says nothing about the one typed now.
  return shown && state.name === username.trim() ? state.availability : 'idle';
}
