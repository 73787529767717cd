import { contract } from '@playdeck/api';
import { hitRateLimit } from '../../http/rate-limit';
import { PlatformError } from '../../http/platform-error';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { issueCaptcha, requireCaptcha } from './captcha';
import { LOGIN_LIMITS } from './login-guard';
import { findMemberByPhone, requireRealMerchant } from './members';
import { parsePhone } from './phone';
import { assertCanSendSms, sendSmsCode } from './sms-codes';

/** Captcha images and SMS codes. */
export const registerVerification: PlatformModule = (app, services) => {
  registerCall(app, services, contract.session.captcha, async ({ query, ctx }) => {
    // As many a minute as logins an address may try: every player held for a captcha can draw one.
    await hitRateLimit(ctx.services, { key: `captcha:ip:${ctx.ip}`, limit: LOGIN_LIMITS.captchaImagesPerMinute, windowMs: 60_000 });
    return issueCaptcha(ctx, query.loginDeviceId);
  });

  // Registration codes cost an SMS to any number typed, so the device's captcha must be solved first.
  registerCall(app, services, contract.session.smsRegister, async ({ body, ctx }) => {
    requireRealMerchant(ctx);
    const phone = parsePhone(body.countryDialingCode, body.mobileNo ?? body.mobileNum, 'mobileNo');
    await assertCanSendSms(ctx, 'register', phone);
    await requireCaptcha(ctx, body.loginDeviceId, body.challenge);
    if (await findMemberByPhone(ctx.services, ctx.merchant.id, phone)) throw new PlatformError('mobile.exists');
    return sendSmsCode(ctx, 'register', phone, true);
  });

  // Same answer whether the number has an account or not; only an account's number gets the SMS.
  registerCall(app, services, contract.session.smsNoLogin, async ({ body, ctx }) => {
    requireRealMerchant(ctx);
    const phone = parsePhone(body.countryDialingCode, body.mobileNo ?? body.mobileNum, 'mobileNo');
    await assertCanSendSms(ctx, 'nologin', phone);
    const member = await findMemberByPhone(ctx.services, ctx.merchant.id, phone);
    return sendSmsCode(ctx, 'nologin', phone, member?.status === 'active');
  });
};
