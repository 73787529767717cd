import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { parsePhone } from '../session/phone';
import { bindEmail, bindMobile, sendEmailCode, sendMobileCode } from './bound-contacts';
import { memberSecurityQuestions, setSecurityAnswers } from './security-questions';
import { securitySummary } from './security-summary';

/** The security centre: its summary, security questions, bound e-mail and mobile number (all for real accounts). */
export const securityModule: PlatformModule = (app, services) => {
  registerCall(app, services, contract.security.summary, async ({ ctx }) => securitySummary(ctx));

  registerCall(app, services, contract.security.questions, async ({ ctx }) => memberSecurityQuestions(ctx));

  registerCall(app, services, contract.security.setQuestions, async ({ body, ctx }) => {
    await setSecurityAnswers(ctx, body);
    return memberSecurityQuestions(ctx);
  });

  registerCall(app, services, contract.security.emailCode, async ({ body, ctx }) => sendEmailCode(ctx, body.email));

  registerCall(app, services, contract.security.bindEmail, async ({ body, ctx }) => {
    await bindEmail(ctx, body.email, body.verificationCode);
    return securitySummary(ctx);
  });

  registerCall(app, services, contract.security.mobileCode, async ({ body, ctx }) =>
    sendMobileCode(ctx, parsePhone(body.countryDialingCode, body.mobileNum)),
  );

  registerCall(app, services, contract.security.bindMobile, async ({ body, ctx }) => {
    await bindMobile(ctx, parsePhone(body.countryDialingCode, body.mobileNum), body.verificationCode);
    return securitySummary(ctx);
  });
};
