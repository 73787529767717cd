import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { registerAccount } from './account';
import { registerChecks } from './checks';
import { registerDevCalls } from './dev-calls';
import { registerLogin } from './login';
import { registerPasswords } from './passwords';
import { registerRegistration } from './register';
import { registerTrial } from './trial';
import { registerVerification } from './verification';

/** Sessions and accounts: keys, captcha, SMS codes, login, registration, passwords, free play, member info. */
export const sessionModule: PlatformModule = async (app, services) => {
  registerCall(app, services, contract.session.publicKey, async ({ ctx }) => ({
    modulus: ctx.services.rsaKey.modulus,
    exponent: ctx.services.rsaKey.exponent,
  }));
  for (const register of [
    registerVerification,
    registerLogin,
    registerRegistration,
    registerChecks,
    registerPasswords,
    registerTrial,
    registerAccount,
    registerDevCalls,
  ]) {
    await register(app, services);
  }
};
