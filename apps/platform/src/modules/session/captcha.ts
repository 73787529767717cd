import { and, eq } from 'drizzle-orm';
import { captchas } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { CallContext } from '../../http/request-context';
import { renderCaptchaPng } from '../../security/captcha-image';
import { hashSecret, randomDigits } from '../../security/secrets';

const CAPTCHA_TTL_MS = 5 * 60_000;
const CAPTCHA_LENGTH = 5;

const scope = (merchantId: number, clientId: string) => `captcha:${merchantId}:${clientId.toLowerCase()}`;
const where = (merchantId: number, clientId: string) =>
  and(eq(captchas.merchantId, merchantId), eq(captchas.clientId, clientId.toLowerCase()));

/** A new captcha for (merchant, loginDeviceId), replacing that device's previous one; answers the PNG. */
export async function issueCaptcha(ctx: CallContext, clientId: string): Promise<string> {
  const { services, merchant } = ctx;
  const code = randomDigits(CAPTCHA_LENGTH);
  const row = {
    answerHash: hashSecret(scope(merchant.id, clientId), code),
    devAnswer: services.config.outboxReadable ? code : null,
    expiresAt: new Date(services.now().getTime() + CAPTCHA_TTL_MS),
  };
  await services.db
    .insert(captchas)
    .values({ merchantId: merchant.id, clientId: clientId.toLowerCase(), ...row })
    .onConflictDoUpdate({ target: [captchas.merchantId, captchas.clientId], set: row });
  return renderCaptchaPng(code);
}

/** Checks and uses up the device's captcha: a wrong answer spends it too, so each image gets one guess. */
async function takeCaptcha(ctx: CallContext, clientId: string, answer: string): Promise<boolean> {
  const [row] = await ctx.services.db.delete(captchas).where(where(ctx.merchant.id, clientId)).returning();
  return Boolean(
    row && row.expiresAt > ctx.services.now() && row.answerHash === hashSecret(scope(ctx.merchant.id, clientId), answer.trim()),
  );
}

/** Refuses unless `answer` solves the device's captcha; the refusal tells the client to show a fresh one. */
export async function requireCaptcha(ctx: CallContext, clientId: string, answer: string | undefined): Promise<void> {
  if (!answer) throw new PlatformError('captcha.required', { value: { captcha: true } });
  if (!(await takeCaptcha(ctx, clientId, answer))) throw new PlatformError('captcha.error', { value: { captcha: true } });
}

/** The answer in clear, for development and e2e journeys only (null when not kept or expired). */
export async function readDevCaptchaAnswer(ctx: CallContext, clientId: string): Promise<string | null> {
  const [row] = await ctx.services.db.select().from(captchas).where(where(ctx.merchant.id, clientId));
  return row && row.expiresAt > ctx.services.now() ? row.devAnswer : null;
}
