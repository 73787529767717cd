import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { winners } from '../../db/schema';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { scopeMerchantId } from './content-scope';

/** `member01` → `me****01`: enough to recognise oneself, not enough to find someone. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  if (chars.length <= 4) return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
  return `${chars.slice(0, 2).join('')}${'*'.repeat(Math.min(chars.length - 4, 6))}${chars.slice(-2).join('')}`;
}

export function registerWinnerCalls(app: FastifyInstance, services: PlatformServices): void {
  // The spec's rank list and the operator's winner-board relay answer the same board.
  for (const call of [contract.content.winners, contract.content.winnerBoard]) {
    registerCall(
      app,
      services,
      call,
      async ({ query, ctx }) => {
        const rows = await ctx.services.db
          .select()
          .from(winners)
          .where(
            and(
              eq(winners.merchantId, scopeMerchantId(ctx.merchant)),
              query.gameCategory === 'ALL' ? undefined : eq(winners.gameCategory, query.gameCategory),
            ),
          )
          .orderBy(desc(winners.wonAt), desc(winners.id))
          .limit(query.limitNum);
        return {
          list: rows.map((row) => ({
            vo: { customerName: maskName(row.customerName), gameName: row.gameName, winAmount: row.winAmount / 100 },
          })),
        };
      },
      { shared: { topics: ['content'] } },
    );
  }
}
