import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { memberSecurityAnswers, members, merchants } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn, signInTrial } from '../../testing/sign-in';
import { setFirstPaymentPassword } from '../payment-password/testing/money-member';
import { lastSmsCode } from '../session/session-testing';
import { answerMatches } from './security-questions';

interface Signed {
  token: string;
  memberId: number;
  merchant: string;
}

describe('security centre', () => {
  let platform: TestPlatform;
  let alice: Signed;
  let bob: Signed;
  let carol: Signed;

  beforeEach(async () => {
    platform = await resetTestPlatform();
    alice = { ...(await signIn(platform, 'team01')), merchant: 'PLAYDECK' };
    bob = { ...(await signIn(platform, 'team02')), merchant: 'PLAYDECK' };
    // The same user name on another merchant is another member.
    carol = { ...(await signIn(platform, 'team01', 'LUCKYSTAR')), merchant: 'LUCKYSTAR' };
  });

  const as = (who: Signed) => ({ token: who.token, merchant: who.merchant });
  const summary = async (who: Signed) => valueOf(await callPlatform(platform, contract.security.summary, as(who)));
  const questions = async (who: Signed, language = 'EN') =>
    valueOf(await callPlatform(platform, contract.security.questions, { ...as(who), headers: { language } }));
  const setQuestions = (who: Signed, body: Record<string, unknown>) =>
    callPlatform(platform, contract.security.setQuestions, { ...as(who), body });
  const emailCode = (who: Signed, email: string) => callPlatform(platform, contract.security.emailCode, { ...as(who), body: { email } });
  const bindEmail = (who: Signed, email: string, verificationCode: string) =>
    callPlatform(platform, contract.security.bindEmail, { ...as(who), body: { email, verificationCode } });
  const mobileCode = (who: Signed, mobileNum: string) =>
    callPlatform(platform, contract.security.mobileCode, { ...as(who), body: { countryDialingCode: '84', mobileNum } });
  const bindMobile = (who: Signed, mobileNum: string, verificationCode: string) =>
    callPlatform(platform, contract.security.bindMobile, { ...as(who), body: { countryDialingCode: '84', mobileNum, verificationCode } });
  const stored = async (who: Signed) => {
    const [row] = await platform.services.db
      .select({ email: members.email, countryDialingCode: members.countryDialingCode, mobile: members.mobile })
      .from(members)
      .where(eq(members.id, who.memberId));
    return row!;
  };
  const answersOf = (who: Signed) =>
    platform.services.db.select().from(memberSecurityAnswers).where(eq(memberSecurityAnswers.memberId, who.memberId));

  describe('summary', () => {
    it('says what is set, with the bound addresses masked', async () => {
      expect(await summary(alice)).toEqual({
        mobile: null,
        email: null,
        hasSecurityQuestions: false,
        hasPaymentPassword: false,
        bankCardCount: 0,
      });
      const member = await signIn(platform, 'member01');
      await setFirstPaymentPassword(platform, member.token);
      const seeded = await summary({ ...member, merchant: 'PLAYDECK' });
      expect(seeded).toMatchObject({ email: 'me•••@demo.playdeck.test', hasPaymentPassword: true });
      expect(seeded.mobile).toMatch(/^\+84 90•+\d\d$/);
    });

    it('is refused to trial users and visitors', async () => {
      const trial = await signInTrial(platform);
      expect(
        errorOf(await callPlatform(platform, contract.security.summary, { token: trial.token, merchant: trial.merchant })).errorCode,
      ).toBe('trial.forbidden');
      expect(errorOf(await callPlatform(platform, contract.security.summary)).status).toBe(401);
    });
  });

  describe('security questions', () => {
    it('lists the seeded questions in the request language', async () => {
      const english = await questions(alice);
      expect(english.questions).toHaveLength(6);
      expect(english.questions[0]!.question).toBe('What was the name of your first pet?');
      expect(english.chosen).toEqual([]);
      const vietnamese = await questions(alice, 'TY');
      expect(vietnamese.questions[0]).toEqual({ id: english.questions[0]!.id, question: 'Tên thú cưng đầu tiên của bạn là gì?' });
    });

    it('sets two answers hashed, compared trimmed and case-insensitively; a change needs the login password', async () => {
      const [first, second, third] = (await questions(alice)).questions;
      const answers = [
        { questionId: first!.id, answer: '  Mr  Whiskers ' },
        { questionId: second!.id, answer: 'Hà Nội' },
      ];
      expect(valueOf(await setQuestions(alice, { answers })).chosen).toEqual([first!.id, second!.id]);
      const rows = await answersOf(alice);
      expect(rows.map((row) => row.answerHash).join()).not.toContain('hisker');
      const firstHash = rows.find((row) => row.questionId === first!.id)!.answerHash;
      expect(await answerMatches(platform.services, 'mr whiskers', firstHash)).toBe(true);
      expect(await answerMatches(platform.services, 'MR WHISKERS  ', firstHash)).toBe(true);
      expect(await answerMatches(platform.services, 'mr whisker', firstHash)).toBe(false);
      expect((await summary(alice)).hasSecurityQuestions).toBe(true);

      const change = [
        { questionId: third!.id, answer: 'Pho' },
        { questionId: first!.id, answer: 'Tom' },
      ];
      expect(errorOf(await setQuestions(alice, { answers: change }))).toMatchObject({
        errorCode: 'request_param_err',
        value: { field: 'loginPassword' },
      });
      expect(errorOf(await setQuestions(alice, { answers: change, loginPassword: 'Wrong1234' })).errorCode).toBe('user.or.password.wrong');
      expect((await questions(alice)).chosen).toEqual([first!.id, second!.id]);
      expect(valueOf(await setQuestions(alice, { answers: change, loginPassword: DEMO_PASSWORD })).chosen).toEqual([third!.id, first!.id]);
    });

    it('refuses the same question twice, too few answers, empty answers and another merchant’s question', async () => {
      const [first, second] = (await questions(alice)).questions;
      const [foreign] = (await questions(carol)).questions;
      const refused = async (answers: unknown) => errorOf(await setQuestions(alice, { answers })).errorCode;
      expect(
        await refused([
          { questionId: first!.id, answer: 'a' },
          { questionId: first!.id, answer: 'b' },
        ]),
      ).toBe('request_param_err');
      expect(await refused([{ questionId: first!.id, answer: 'a' }])).toBe('request_param_err');
      expect(
        await refused([
          { questionId: first!.id, answer: '   ' },
          { questionId: second!.id, answer: 'b' },
        ]),
      ).toBe('request_param_err');
      expect(
        await refused([
          { questionId: first!.id, answer: 'a' },
          { questionId: foreign!.id, answer: 'b' },
        ]),
      ).toBe('request_param_err');
      expect(await answersOf(alice)).toEqual([]);
    });

    it('are each member’s own, across members and merchants', async () => {
      const [first, second, third] = (await questions(alice)).questions;
      valueOf(
        await setQuestions(alice, {
          answers: [
            { questionId: first!.id, answer: 'a' },
            { questionId: second!.id, answer: 'b' },
          ],
        }),
      );
      // Bob sees and sets only his own: his first set needs no password and leaves Alice's alone.
      expect((await questions(bob)).chosen).toEqual([]);
      expect((await summary(bob)).hasSecurityQuestions).toBe(false);
      valueOf(
        await setQuestions(bob, {
          answers: [
            { questionId: third!.id, answer: 'c' },
            { questionId: first!.id, answer: 'd' },
          ],
        }),
      );
      expect((await questions(alice)).chosen).toEqual([first!.id, second!.id]);
      // Carol (another merchant) neither sees Alice's choice nor can use Alice's merchant's questions.
      expect((await questions(carol)).chosen).toEqual([]);
      expect((await questions(carol)).questions.map((question) => question.id)).not.toContain(first!.id);
      // Bob's login password cannot change Alice's answers: the change is proven against the signed-in member.
      expect(
        errorOf(
          await callPlatform(platform, contract.security.setQuestions, {
            token: alice.token,
            body: {
              answers: [
                { questionId: third!.id, answer: 'x' },
                { questionId: second!.id, answer: 'y' },
              ],
              loginPassword: 'Bob12345',
            },
          }),
        ).errorCode,
      ).toBe('user.or.password.wrong');
      expect((await answersOf(alice)).map((row) => row.questionId).sort()).toEqual([first!.id, second!.id].sort());
    });
  });

  describe('bound e-mail', () => {
    it('binds with the code from the outbox, once; the summary shows it masked', async () => {
      valueOf(await emailCode(alice, 'Alice.Nguyen@Example.com'));
      const code = await lastSmsCode(platform, 'alice.nguyen@example.com');
      const wrong = code === '000000' ? '111111' : '000000';
      expect(errorOf(await bindEmail(alice, 'alice.nguyen@example.com', wrong)).errorCode).toBe('sms.code.error');
      const bound = valueOf(await bindEmail(alice, 'alice.nguyen@example.com', code));
      expect(bound.email).toBe('al•••@example.com');
      expect((await stored(alice)).email).toBe('alice.nguyen@example.com');
      // The same code again: used up.
      expect(errorOf(await bindEmail(alice, 'alice.nguyen@example.com', code)).errorCode).toBe('sms.code.error');
    });

    it('refuses a code for another address, an expired code, and a code once its tries are spent', async () => {
      valueOf(await emailCode(alice, 'first@example.com'));
      const code = await lastSmsCode(platform, 'first@example.com');
      expect(errorOf(await bindEmail(alice, 'second@example.com', code)).errorCode).toBe('sms.code.error');
      platform.clock.advance(5 * 60_000);
      expect(errorOf(await bindEmail(alice, 'first@example.com', code)).errorCode).toBe('sms.code.error');

      valueOf(await emailCode(alice, 'first@example.com'));
      const fresh = await lastSmsCode(platform, 'first@example.com');
      const wrong = fresh === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect(errorOf(await bindEmail(alice, 'first@example.com', wrong)).errorCode).toBe('sms.code.error');
      expect(errorOf(await bindEmail(alice, 'first@example.com', fresh)).errorCode).toBe('sms.code.error');
      expect((await stored(alice)).email).toBeNull();
    });

    it('limits binding attempts per member across fresh codes', async () => {
      for (let round = 0; round < 2; round++) {
        valueOf(await emailCode(alice, `guess${round}@example.com`));
        for (let i = 0; i < 5; i++) await bindEmail(alice, `guess${round}@example.com`, '000000');
        platform.clock.advance(60_000);
      }
      valueOf(await emailCode(alice, 'last@example.com'));
      const code = await lastSmsCode(platform, 'last@example.com');
      expect(errorOf(await bindEmail(alice, 'last@example.com', code))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST' });
    });

    it('asks for another code only after the resend window', async () => {
      valueOf(await emailCode(alice, 'wait@example.com'));
      expect(errorOf(await emailCode(alice, 'wait@example.com')).errorCode).toBe('TOO_MANY_REQUEST');
      platform.clock.advance(60_000);
      valueOf(await emailCode(alice, 'wait@example.com'));
    });

    it('is each member’s own: another member’s code never binds, here or on another merchant', async () => {
      valueOf(await emailCode(alice, 'shared@example.com'));
      const alicesCode = await lastSmsCode(platform, 'shared@example.com');
      // Bob asking for the same address neither replaces nor reuses Alice's code.
      valueOf(await emailCode(bob, 'shared@example.com'));
      const bobsCode = await lastSmsCode(platform, 'shared@example.com');
      if (bobsCode !== alicesCode) expect(errorOf(await bindEmail(bob, 'shared@example.com', alicesCode)).errorCode).toBe('sms.code.error');
      expect(errorOf(await bindEmail(carol, 'shared@example.com', alicesCode)).errorCode).toBe('sms.code.error');
      expect((await stored(carol)).email).toBeNull();
      valueOf(await bindEmail(alice, 'shared@example.com', alicesCode));
      expect((await stored(bob)).email).toBeNull();
      // The code went to Alice's merchant's outbox only.
      await expect(lastSmsCode(platform, 'shared@example.com', 'LUCKYSTAR')).rejects.toThrow(/no SMS code/);
    });
  });

  describe('bound mobile number', () => {
    it('binds with its code; the summary shows it masked', async () => {
      valueOf(await mobileCode(alice, '0912 345 678'));
      const code = await lastSmsCode(platform, '+84912345678');
      expect(errorOf(await bindMobile(alice, '912345678', code === '000000' ? '111111' : '000000')).errorCode).toBe('sms.code.error');
      expect(valueOf(await bindMobile(alice, '912345678', code)).mobile).toBe('+84 91•••••78');
      expect(await stored(alice)).toMatchObject({ countryDialingCode: '84', mobile: '912345678' });
      expect(errorOf(await bindMobile(alice, '912345678', code)).errorCode).toBe('sms.code.error');
    });

    it('refuses a number another member of the merchant holds, before sending and when binding', async () => {
      const member01 = await signIn(platform, 'member01');
      const [taken] = await platform.services.db.select({ mobile: members.mobile }).from(members).where(eq(members.id, member01.memberId));
      expect(errorOf(await mobileCode(alice, taken!.mobile!)).errorCode).toBe('mobile.exists');
      // Bob asks for a code for a free number, then Alice takes it first: Bob's bind is refused.
      valueOf(await mobileCode(bob, '933000111'));
      const bobsCode = await lastSmsCode(platform, '+84933000111');
      platform.clock.advance(60_000);
      valueOf(await mobileCode(alice, '933000111'));
      valueOf(await bindMobile(alice, '933000111', await lastSmsCode(platform, '+84933000111')));
      expect(errorOf(await bindMobile(bob, '933000111', bobsCode)).errorCode).toBe('mobile.exists');
      expect((await stored(bob)).mobile).toBeNull();
      // Another merchant's member may hold the same number.
      valueOf(await mobileCode(carol, '933000111'));
      valueOf(await bindMobile(carol, '933000111', await lastSmsCode(platform, '+84933000111', 'LUCKYSTAR')));
      const [carolsRow] = await platform.services.db
        .select({ mobile: members.mobile })
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .where(and(eq(members.id, carol.memberId), eq(merchants.code, 'LUCKYSTAR')));
      expect(carolsRow!.mobile).toBe('933000111');
    });

    it('never uses another member’s code', async () => {
      valueOf(await mobileCode(alice, '944000222'));
      const alicesCode = await lastSmsCode(platform, '+84944000222');
      expect(errorOf(await bindMobile(bob, '944000222', alicesCode)).errorCode).toBe('sms.code.error');
      expect(errorOf(await bindMobile(carol, '944000222', alicesCode)).errorCode).toBe('sms.code.error');
      expect((await stored(bob)).mobile).toBeNull();
      valueOf(await bindMobile(alice, '944000222', alicesCode));
    });
  });
});
