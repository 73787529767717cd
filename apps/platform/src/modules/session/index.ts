import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '..';

export const sessionModule: PlatformModule = (app, services) => {
  registerCall(app, services, contract.session.publicKey, async ({ ctx }) => ({
    modulus: ctx.services.rsaKey.modulus,
    exponent: ctx.services.rsaKey.exponent,
  }));
};
