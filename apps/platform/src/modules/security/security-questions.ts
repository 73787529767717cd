import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BodyOf, ValueOf, contract } from '@playdeck/api';
import { members, memberSecurityAnswers, securityQuestions } from '../../db/schema';
import { hitRateLimit } from '../../http/rate-limit';
import { PlatformError } from '../../http/platform-error';
import type { CallContext } from '../../http/request-context';
import type { PlatformServices } from '../../services';
import { memberByPassword } from '../session/credentials';

type QuestionsValue = ValueOf<typeof contract.security.questions>;
type SetBody = BodyOf<typeof contract.security.setQuestions>;

const FIFTEEN_MINUTES = 15 * 60_000;

/** What an answer is compared as: trimmed, inner spaces collapsed, case folded ("  New  York" = "new york"). */
export const normaliseAnswer = (answer: string) => answer.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether `given` is the answer stored as `answerHash`, compared as normaliseAnswer does. */
export const answerMatches = (services: PlatformServices, given: string, answerHash: string) =>
  services.passwords.verify(normaliseAnswer(given), answerHash);

const paramError = (field: string, message: string) => new PlatformError('request_param_err', { message, value: { field } });

/** The ids of the member's questions, in order (none until set). */
export async function chosenQuestionIds(services: PlatformServices, memberId: number): Promise<number[]> {
  const rows = await services.db
    .select({ questionId: memberSecurityAnswers.questionId })
    .from(memberSecurityAnswers)
    .where(eq(memberSecurityAnswers.memberId, memberId))
    .orderBy(asc(memberSecurityAnswers.position));
  return rows.map((row) => row.questionId);
}

/** The merchant's questions in the request's language, and the member's choice. */
export async function memberSecurityQuestions(ctx: CallContext): Promise<QuestionsValue> {
  const rows = await ctx.services.db
    .select({ id: securityQuestions.id, texts: securityQuestions.texts })
    .from(securityQuestions)
    .where(eq(securityQuestions.merchantId, ctx.merchant.id))
    .orderBy(asc(securityQuestions.sortOrder));
  return {
    questions: rows.map((row) => ({ id: row.id, question: row.texts[ctx.language] })),
    chosen: await chosenQuestionIds(ctx.services, ctx.member!.id),
  };
}

/** A change (questions already set) is proven with the login password, counted against a limit. */
async function requireLoginPassword(ctx: CallContext, loginPassword: string | undefined): Promise<void> {
  const member = ctx.member!;
  if (loginPassword === undefined) throw paramError('loginPassword', 'loginPassword: needed to change the security questions');
  await hitRateLimit(ctx.services, { key: `security-questions:login:${member.id}`, limit: 10, windowMs: FIFTEEN_MINUTES });
  const verified = await memberByPassword(ctx.services, member.merchantId, member.username, loginPassword);
  if (verified?.id !== member.id) throw new PlatformError('user.or.password.wrong');
}

/** Replaces the member's two questions and answers (hashed) in one transaction. */
export async function setSecurityAnswers(ctx: CallContext, body: SetBody): Promise<void> {
  const { services, merchant } = ctx;
  const member = ctx.member!;
  if ((await chosenQuestionIds(services, member.id)).length > 0) await requireLoginPassword(ctx, body.loginPassword);
  const ids = body.answers.map((answer) => answer.questionId);
  const known = await services.db
    .select({ id: securityQuestions.id })
    .from(securityQuestions)
    .where(and(eq(securityQuestions.merchantId, merchant.id), inArray(securityQuestions.id, ids)));
  if (known.length !== ids.length) throw paramError('answers', 'answers: not one of the merchant’s questions');
  const now = services.now();
  const rows = await Promise.all(
    body.answers.map(async ({ questionId, answer }, index) => ({
      memberId: member.id,
      position: index + 1,
      questionId,
      answerHash: await services.passwords.hash(normaliseAnswer(answer)),
      updatedAt: now,
    })),
  );
  await services.db.transaction(async (tx) => {
    // One change at a time per member: a second waits here, then replaces the first's rows.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
    await tx.delete(memberSecurityAnswers).where(eq(memberSecurityAnswers.memberId, member.id));
    await tx.insert(memberSecurityAnswers).values(rows);
  });
}
