import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { requestWithdrawal, withdrawalView, withdrawHistory, withdrawSettings } from './withdrawals';

export const withdrawModule: PlatformModule = (app, services) => {
  registerCall(app, services, contract.withdraw.settings, async ({ ctx }) => withdrawSettings(ctx));

  registerCall(app, services, contract.withdraw.request, async ({ body, ctx }) => withdrawalView(await requestWithdrawal(ctx, body)));

  registerCall(app, services, contract.withdraw.history, async ({ query, ctx }) => withdrawHistory(ctx, query.pageNo, query.pageSize));
};
