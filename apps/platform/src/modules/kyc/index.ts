import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { memberKycView, submitKyc } from './kyc';

export const kycModule: PlatformModule = (app, services) => {
  registerCall(app, services, contract.kyc.get, async ({ ctx }) => memberKycView(ctx));
  registerCall(app, services, contract.kyc.submit, async ({ body, ctx }) => submitKyc(ctx, body));
};
