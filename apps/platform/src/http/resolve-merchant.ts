import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { merchants } from '../db/schema';
import type { PlatformServices } from '../services';
import { PlatformError } from './platform-error';
import type { Merchant } from './request-context';

/**
 * The merchant named by exactly one `Merchant` header; a duplicate header is refused as the operator's
 * platform does. Every call reads it, so it comes from the read cache (an unknown code is not kept).
 */
export async function resolveMerchant(request: FastifyRequest, services: PlatformServices): Promise<Merchant> {
  const header = request.headers['merchant'];
  if (Array.isArray(header) || (typeof header === 'string' && header.includes(','))) {
    throw new PlatformError('function.not.available', { status: 400, message: 'exactly one Merchant header is allowed' });
  }
  if (typeof header !== 'string' || !/^[A-Za-z0-9_]{2,40}$/.test(header)) {
    throw new PlatformError('merchant.acct.setup.err', { status: 400, message: 'Merchant header missing or malformed' });
  }
  const merchant = await services.readCache.read(`merchant\u0000${header}`, ['merchants'], async () => {
    const [row] = await services.db.select().from(merchants).where(eq(merchants.code, header)).limit(1);
    if (!row) throw new PlatformError('merchant.acct.setup.err', { status: 400, message: `unknown merchant ${header}` });
    return { value: row };
  });
  // Another process on the database created it for a brand added after this one started.
  if (!services.brands.some((brand) => brand.config.id === merchant.brandId)) {
    throw new PlatformError('merchant.acct.setup.err', {
      status: 503,
      message: `merchant ${header} is of brand ${merchant.brandId}, which this platform process has not loaded: restart it`,
    });
  }
  return merchant;
}
