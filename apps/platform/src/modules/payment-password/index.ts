import { contract } from '@playdeck/api';
import { hitRateLimit } from '../../http/rate-limit';
import { PlatformError } from '../../http/platform-error';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { memberByPassword } from '../session/credentials';
import { moneyIdentity } from './money-profile';
import { checkPaymentPassword, storePaymentPassword } from './payment-password';

const FIFTEEN_MINUTES = 15 * 60_000;

const missing = (field: string, message: string) => new PlatformError('request_param_err', { message, value: { field } });

export const paymentPasswordModule: PlatformModule = (app, services) => {
  // The first payment password is set with the login password; a later one with the current payment password.
  registerCall(app, services, contract.paymentPassword.set, async ({ body, ctx }) => {
    const member = ctx.member!;
    const { paymentPasswordHash } = await moneyIdentity(services.db, member.id);
    if (paymentPasswordHash) {
      if (body.oldPaymentPassword === undefined)
        throw missing('oldPaymentPassword', 'oldPaymentPassword: the current payment password is needed');
      await checkPaymentPassword(services, member.id, body.oldPaymentPassword);
      if (body.newPaymentPassword === body.oldPaymentPassword) throw new PlatformError('modify.new.old.same');
    } else {
      if (body.loginPassword === undefined) throw missing('loginPassword', 'loginPassword: no payment password is set yet');
      await hitRateLimit(services, { key: `payment-password:login:${member.id}`, limit: 10, windowMs: FIFTEEN_MINUTES });
      const verified = await memberByPassword(services, member.merchantId, member.username, body.loginPassword);
      if (verified?.id !== member.id) throw new PlatformError('user.or.password.wrong');
    }
    await storePaymentPassword(services, member.id, body.newPaymentPassword);
    return null;
  });
};
