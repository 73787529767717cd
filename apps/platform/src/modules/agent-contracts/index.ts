import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { answerContract, contractRequests, contractScreen } from './contracts';
import { dividendScreen } from './dividend';
import { agentRebate, teamRebate, updateTeamRebate } from './rebates';

/**
 * The agent's rebate, the team's rates, the dividend and dividend contracts are refused where the brand turns
 * their switch off; such a brand's agents are not asked about dividend offers either.
 */
export const agentContractsModule: PlatformModule = (app, services) => {
  const calls = contract.agentContracts;
  registerCall(app, services, calls.rebate, async ({ query, ctx }) => agentRebate(ctx, query), { feature: 'AGEREBINC3' });
  registerCall(app, services, calls.teamRebate, async ({ ctx }) => teamRebate(ctx), { feature: 'GAMSER' });
  registerCall(app, services, calls.updateTeamRebate, async ({ body, ctx }) => updateTeamRebate(ctx, body), { feature: 'GAMSER' });
  registerCall(app, services, calls.dividend, async ({ ctx }) => dividendScreen(ctx), { feature: 'agent.dividend' });
  registerCall(app, services, calls.contract, async ({ query, ctx }) => contractScreen(ctx, query.kind), {
    feature: (query) => (query.kind === 'DIVIDEND' ? 'agent.dividend' : null),
  });
  registerCall(app, services, calls.answerContract, async ({ body, ctx }) => answerContract(ctx, body));
  registerCall(app, services, calls.requests, async ({ ctx }) => contractRequests(ctx));
};
