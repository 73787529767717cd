import type { Merchant } from '../../http/request-context';

/** A trial merchant (`<code>trial`) plays on its real merchant's catalogue, in its currency. */
export const realMerchantId = (merchant: Merchant): number => merchant.parentId ?? merchant.id;
