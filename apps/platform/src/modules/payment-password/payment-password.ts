import { eq } from 'drizzle-orm';
import { memberMoneyProfiles } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { PlatformServices } from '../../services';
import { lockMoneyProfile, moneyIdentity } from './money-profile';

/** Wrong payment passwords in a row (withdraw, bank card, change) that lock them. */
export const WRONG_PAYMENT_PASSWORDS_TO_LOCK = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 30 * 60_000;

type Outcome = { ok: true } | { ok: false; error: PlatformError };

const locked = (until: Date) =>
  new PlatformError('payment.password.locked', {
    status: 403,
    message: `too many wrong payment passwords: locked until ${until.toISOString()}`,
    value: { lockedUntil: until.getTime() },
  });

/** When the member's payment password is locked, else null. */
export async function paymentPasswordLockedUntil(services: PlatformServices, memberId: number): Promise<Date | null> {
  const { profile } = await moneyIdentity(services.db, memberId);
  return profile?.lockedUntil && profile.lockedUntil > services.now() ? profile.lockedUntil : null;
}

/**
 * Refuses unless this is the member's payment password. A wrong one counts toward the lock in its own
 * transaction, so the count stays although the request it came with fails; a right one resets it.
 */
export async function checkPaymentPassword(services: PlatformServices, memberId: number, password: string): Promise<void> {
  const outcome = await services.db.transaction(async (tx): Promise<Outcome> => {
    const profile = await lockMoneyProfile(tx, memberId);
    const now = services.now();
    if (profile.lockedUntil && profile.lockedUntil > now) return { ok: false, error: locked(profile.lockedUntil) };
    const { paymentPasswordHash } = await moneyIdentity(tx, memberId);
    if (!paymentPasswordHash)
      return { ok: false, error: new PlatformError('payment.password.required', { message: 'set a payment password first' }) };
    const where = eq(memberMoneyProfiles.memberId, memberId);
    if (await services.passwords.verify(password, paymentPasswordHash)) {
      // A hash of earlier versions (scrypt) becomes Argon2id now that the password is known (the profile's
      // hash stands before the registration's).
      const upgraded = await services.passwords.upgrade(password, paymentPasswordHash);
      if (upgraded) await tx.update(memberMoneyProfiles).set({ paymentPasswordHash: upgraded }).where(where);
      if (profile.wrongPaymentPasswords > 0 || profile.lockedUntil) {
        await tx.update(memberMoneyProfiles).set({ wrongPaymentPasswords: 0, lockedUntil: null }).where(where);
      }
      return { ok: true };
    }
    const wrong = profile.wrongPaymentPasswords + 1;
    if (wrong >= WRONG_PAYMENT_PASSWORDS_TO_LOCK) {
      const until = new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MS);
      await tx.update(memberMoneyProfiles).set({ wrongPaymentPasswords: 0, lockedUntil: until }).where(where);
      return { ok: false, error: locked(until) };
    }
    await tx.update(memberMoneyProfiles).set({ wrongPaymentPasswords: wrong, lockedUntil: null }).where(where);
    const attemptsLeft = WRONG_PAYMENT_PASSWORDS_TO_LOCK - wrong;
    return {
      ok: false,
      error: new PlatformError('payment.password.wrong', {
        message: `wrong payment password: ${attemptsLeft} attempts left`,
        value: { attemptsLeft },
      }),
    };
  });
  if (!outcome.ok) throw outcome.error;
}

/** Stores a new payment password (hashed) and clears any wrong-attempt count. */
export async function storePaymentPassword(services: PlatformServices, memberId: number, password: string): Promise<void> {
  const hash = await services.passwords.hash(password);
  await services.db.transaction(async (tx) => {
    await lockMoneyProfile(tx, memberId);
    await tx
      .update(memberMoneyProfiles)
      .set({ paymentPasswordHash: hash, wrongPaymentPasswords: 0, lockedUntil: null })
      .where(eq(memberMoneyProfiles.memberId, memberId));
  });
}
