import { ApiError } from '@playdeck/api/client';
import { matches, required, text, type FieldMessage } from '@playdeck/form-kit';
import { formatDateTime } from '@playdeck/i18n';

/** A payment password as typed: exactly 6 digits, kept as typed (never trimmed, like every password). */
export const paymentPasswordText = () =>
  text([required('withdraw_payment_password_required'), matches(/^\d{6}$/, 'withdraw_payment_password_digits')], { trim: false });

/** When a refusal locked withdrawals (payment.password.locked with value.lockedUntil), else null. */
export function lockedUntilOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'payment.password.locked') return null;
  return error.value?.lockedUntil ?? null;
}

/**
 * The message for a refused payment password: a wrong one says how many tries are left when the platform
 * tells, a lock says when it ends; null for any other refusal.
 */
export function paymentPasswordMessage(error: unknown): FieldMessage | null {
  if (!(error instanceof ApiError)) return null;
  if (error.errorCode === 'payment.password.wrong') {
    const left = error.value?.attemptsLeft;
    return left === undefined ? { key: 'error_payment_password_wrong' } : { key: 'withdraw_payment_password_attempts', params: { left } };
  }
  if (error.errorCode === 'payment.password.locked') {
    const until = lockedUntilOf(error);
    return until === null
      ? { key: 'error_payment_password_locked' }
      : { key: 'withdraw_locked_until', params: { time: formatDateTime(until) } };
  }
  return null;
}
