import { and, asc, eq, gt, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { hotMatches } from '../../db/schema';
import { registerCall } from '../../http/register-call';
import type { CallContext } from '../../http/request-context';
import type { PlatformServices } from '../../services';
import { scopeMerchantId } from './content-scope';
import { teamImageUrl } from './images/paths';

const MAX_MATCHES = 20;

/** The next match to start leaves the list then: until that moment the list cannot change by itself. */
async function nextKickOff(ctx: CallContext): Promise<Date | null> {
  const [row] = await ctx.services.db
    .select({ next: min(hotMatches.matchTime) })
    .from(hotMatches)
    .where(and(eq(hotMatches.merchantId, scopeMerchantId(ctx.merchant)), gt(hotMatches.matchTime, ctx.services.now())));
  return row?.next ?? null;
}

export function registerHotMatchCalls(app: FastifyInstance, services: PlatformServices): void {
  registerCall(
    app,
    services,
    contract.content.hotMatches,
    async ({ ctx }) => {
      const rows = await ctx.services.db
        .select()
        .from(hotMatches)
        .where(and(eq(hotMatches.merchantId, scopeMerchantId(ctx.merchant)), gt(hotMatches.matchTime, ctx.services.now())))
        .orderBy(asc(hotMatches.matchTime), asc(hotMatches.id))
        .limit(MAX_MATCHES);
      return rows.map((row) => ({
        league: row.league,
        homeTeam: row.homeTeam,
        awayTeam: row.awayTeam,
        homeTeamImageUrl: teamImageUrl(ctx.merchant.brandId, row.homeTeam),
        awayTeamImageUrl: teamImageUrl(ctx.merchant.brandId, row.awayTeam),
        matchTime: row.matchTime.getTime(),
        vendor: row.vendor,
        roomId: row.roomId,
        nodeId: row.nodeId,
        supportPlay: row.supportPlay,
      }));
    },
    { shared: { topics: ['content'], validUntil: nextKickOff } },
  );
}
