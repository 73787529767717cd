import { ApiError } from '@playdeck/api/client';
import type { FieldMessage } from '@playdeck/form-kit';
import { formatDateTime } from '@playdeck/i18n';

const KEYS: Readonly<Record<string, string>> = { 'rg.time.out': 'signin_rg_time_out', 'rg.self.excluded': 'signin_rg_self_excluded' };

/**
 * A sign-in refused for a time-out or self-exclusion in force, told with its end date (the texts sit in the lazy
 * `signin` group: load it before showing). Undefined for any other failure.
 */
export function breakRefusal(error: unknown): FieldMessage | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const key = KEYS[error.errorCode];
  const endsAt = error.value?.endsAt;
  return key && endsAt !== undefined ? { key, params: { date: formatDateTime(endsAt) } } : undefined;
}
