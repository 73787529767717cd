import { countWords, type contract, type ValueOf } from '@playdeck/api';
import { feedbacks } from '../../db/schema';
import type { CallContext } from '../../http/request-context';
import { PlatformError } from '../../http/platform-error';
import { brandOf } from '../system/merchant-scope';

/** Stores a member's feedback once its length in words is within the brand's bounds (spec section 5). */
export async function sendFeedback(ctx: CallContext, content: string): Promise<ValueOf<typeof contract.support.feedback>> {
  const { minWords, maxWords } = brandOf(ctx.services, ctx.merchant).config.feedback;
  const words = countWords(content);
  if (words < minWords || words > maxWords) {
    throw new PlatformError('feedback.length.invalid', {
      message: `feedback length between ${minWords} and ${maxWords} words`,
      value: { field: 'content', minWords, maxWords },
    });
  }
  const [row] = await ctx.services.db
    .insert(feedbacks)
    .values({ merchantId: ctx.merchant.id, memberId: ctx.member!.id, content, words, createdAt: ctx.services.now() })
    .returning({ id: feedbacks.id, createdAt: feedbacks.createdAt });
  return { id: row!.id, createdAt: row!.createdAt.getTime() };
}
