import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { requireAgent } from './downline';
import { teamBets } from './team-bets';
import { teamPnl } from './team-pnl';
import { teamRecords } from './team-records';

/**
 * Team P&L, team betting and the downline's records: agents only, each over its own downline, each refused where
 * the brand turns its agent menu key off.
 */
export const agentReportsModule: PlatformModule = (app, services) => {
  registerCall(
    app,
    services,
    contract.agentReports.teamPnl,
    async ({ query, ctx }) => teamPnl(services.db, requireAgent(ctx.member), query),
    { feature: 'AGETEAMPNL3' },
  );
  registerCall(
    app,
    services,
    contract.agentReports.teamBets,
    async ({ query, ctx }) => teamBets(services.db, requireAgent(ctx.member), query, ctx.language),
    { feature: 'TEAMBETTING3' },
  );
  registerCall(
    app,
    services,
    contract.agentReports.teamRecords,
    async ({ query, ctx }) => teamRecords(services.db, requireAgent(ctx.member), query),
    { feature: 'TRANSREC3' },
  );
};
