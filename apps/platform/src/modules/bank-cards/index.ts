import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { addBankCard, memberBankCards } from './bank-cards';

export const bankCardsModule: PlatformModule = (app, services) => {
  registerCall(app, services, contract.bankCard.list, async ({ ctx }) => memberBankCards(ctx));

  registerCall(app, services, contract.bankCard.add, async ({ body, ctx }) => {
    await addBankCard(ctx, body);
    return memberBankCards(ctx);
  });
};
