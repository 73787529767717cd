import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { requireAgent, teamRange } from './downline';
import { registerSubordinate } from './register-subordinate';
import { teamKpi } from './team-kpi';
import { teamMembers } from './team-members';

/**
 * Agent team: KPI (the agent home's, never switched off), the downline's members and opening an account under the
 * agent (agents only; refused where the brand turns DOWNMAN off).
 */
export const agentTeamModule: PlatformModule = (app, services) => {
  registerCall(app, services, contract.agentTeam.kpi, async ({ query, ctx }) => teamKpi(ctx, requireAgent(ctx), teamRange(query)));

  registerCall(
    app,
    services,
    contract.agentTeam.members,
    async ({ query, ctx }) => teamMembers(ctx, requireAgent(ctx), teamRange(query), query),
    { feature: 'DOWNMAN' },
  );

  registerCall(app, services, contract.agentTeam.register, async ({ body, ctx }) => registerSubordinate(ctx, requireAgent(ctx), body), {
    feature: 'DOWNMAN',
  });
};
