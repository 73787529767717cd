import { count, eq } from 'drizzle-orm';
import type { ValueOf, contract } from '@playdeck/api';
import { bankCards, members } from '../../db/schema';
import type { CallContext } from '../../http/request-context';
import { moneyIdentity } from '../payment-password/money-profile';
import { maskEmail, maskMobile } from './masks';
import { chosenQuestionIds } from './security-questions';

/** The hub's rows: what is set, with the bound addresses masked. */
export async function securitySummary(ctx: CallContext): Promise<ValueOf<typeof contract.security.summary>> {
  const { db } = ctx.services;
  const memberId = ctx.member!.id;
  const [member] = await db
    .select({ email: members.email, countryDialingCode: members.countryDialingCode, mobile: members.mobile })
    .from(members)
    .where(eq(members.id, memberId));
  const [cards] = await db.select({ count: count() }).from(bankCards).where(eq(bankCards.memberId, memberId));
  const { paymentPasswordHash } = await moneyIdentity(db, memberId);
  return {
    mobile: member?.mobile && member.countryDialingCode ? maskMobile(member.countryDialingCode, member.mobile) : null,
    email: member?.email ? maskEmail(member.email) : null,
    hasSecurityQuestions: (await chosenQuestionIds(ctx.services, memberId)).length > 0,
    hasPaymentPassword: paymentPasswordHash !== null,
    bankCardCount: cards?.count ?? 0,
  };
}
