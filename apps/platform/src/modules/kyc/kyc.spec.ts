import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { eq } from 'drizzle-orm';
import { memberKyc, uploads } from '../../db/schema';
import { parseCommand } from '../../admin/cli';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { pngBytes } from '../../uploads/testing/image-bytes';
import { uploadImage } from '../../uploads/testing/upload-image';
import { useUploads } from '../../uploads/uploads';
import { signIn, signInTrial } from '../../testing/sign-in';
import { addCard, setFirstPaymentPassword } from '../payment-password/testing/money-member';
import { kycFields } from './testing/kyc-fields';

type Member = { token: string; memberId: number; merchant: string };

// The name with the spaces a member might type: the platform trims and folds them.
const fields = { ...kycFields, realName: '  Nguyen   Van A ' };

/** A birthday `years` years before the platform's date, shifted by `days`. */
function birthdayYearsAgo(platform: TestPlatform, years: number, days = 0): string {
  const date = new Date(platform.clock.now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('KYC', () => {
  let platform: TestPlatform;
  let a: Member;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    a = { ...(await signIn(platform)), merchant: 'PLAYDECK' };
  });

  const get = (member: Member) => callPlatform(platform, contract.kyc.get, { token: member.token, merchant: member.merchant });
  const images = async (member: Member) => ({
    idFront: (await uploadImage(platform, member.token, pngBytes(1), member.merchant)).uploadId,
    idBack: (await uploadImage(platform, member.token, pngBytes(2), member.merchant)).uploadId,
    selfie: (await uploadImage(platform, member.token, pngBytes(3), member.merchant)).uploadId,
  });
  const submit = async (member: Member, body: Partial<typeof fields> & { documents?: Record<string, string> } = {}) =>
    callPlatform(platform, contract.kyc.submit, {
      token: member.token,
      merchant: member.merchant,
      body: { ...fields, documents: body.documents ?? (await images(member)), ...body },
    });
  const decide = (member: { username: string; merchant: string }, decision: 'verify' | 'reject', reason?: string) =>
    platform.app.inject({ method: 'POST', headers: adminHeaders(platform), url: '/__admin/kyc', payload: { ...member, decision, reason } });
  const memberA = { username: 'member01', merchant: 'PLAYDECK' };

  it("starts not submitted, with the brand's minimum age", async () => {
    expect(valueOf(await get(a))).toEqual({
      status: 'NOT_SUBMITTED',
      minimumAge: 18,
      fields: null,
      documents: null,
      rejectReason: null,
      submittedAt: null,
      decidedAt: null,
      editable: true,
    });
    const lucky = { ...(await signIn(platform, 'member01', 'LUCKYSTAR')), merchant: 'LUCKYSTAR' };
    expect(valueOf(await get(lucky)).minimumAge).toBe(21);
  });

  it('takes the fields and three of the member’s images, and holds them under review', async () => {
    const documents = await images(a);
    const kyc = valueOf(await submit(a, { documents }));
    expect(kyc).toEqual({
      status: 'UNDER_REVIEW',
      minimumAge: 18,
      fields: { ...fields, realName: 'Nguyen Van A', idNumber: 'B1234567' },
      documents,
      rejectReason: null,
      submittedAt: platform.clock.now.getTime(),
      decidedAt: null,
      editable: false,
    });
    expect(valueOf(await get(a))).toEqual(kyc);
    const used = await platform.services.db.select({ usedBy: uploads.usedBy }).from(uploads);
    expect(used.map((row) => row.usedBy)).toEqual([`kyc:${a.memberId}`, `kyc:${a.memberId}`, `kyc:${a.memberId}`]);
    // Nothing changes while it is under review.
    expect(errorOf(await submit(a, { documents, occupation: 'Teacher' }))).toMatchObject({ status: 409, errorCode: 'kyc.under.review' });
    expect(valueOf(await get(a)).fields?.occupation).toBe('Engineer');
  });

  it("checks the birthday against the brand's minimum age on the platform's date", async () => {
    expect(errorOf(await submit(a, { birthday: birthdayYearsAgo(platform, 18, 1) }))).toMatchObject({
      errorCode: 'kyc.age.under',
      value: { field: 'birthday' },
    });
    for (const birthday of ['2001-02-30', '1990-4-30', birthdayYearsAgo(platform, -1)]) {
      expect(errorOf(await submit(a, { birthday }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'birthday' } });
    }
    expect(await platform.services.db.select().from(memberKyc)).toEqual([]);
    // Old enough on the default brand (18) is not old enough on Lucky Star (21).
    const lucky = { ...(await signIn(platform, 'member01', 'LUCKYSTAR')), merchant: 'LUCKYSTAR' };
    expect(errorOf(await submit(lucky, { birthday: birthdayYearsAgo(platform, 20) }))).toMatchObject({ errorCode: 'kyc.age.under' });
    expect(valueOf(await submit(lucky, { birthday: birthdayYearsAgo(platform, 21) })).status).toBe('UNDER_REVIEW');
    expect(valueOf(await submit(a, { birthday: birthdayYearsAgo(platform, 18) })).status).toBe('UNDER_REVIEW');
  });

  it("refuses another member's images, across members and merchants, one image twice, and images used elsewhere", async () => {
    const b = { ...(await signIn(platform, 'agent01')), merchant: 'PLAYDECK' };
    const lucky = { ...(await signIn(platform, 'member01', 'LUCKYSTAR')), merchant: 'LUCKYSTAR' };
    const mine = await images(a);
    for (const other of [b, lucky]) {
      const theirs = await images(other);
      expect(errorOf(await submit(a, { documents: { ...mine, idBack: theirs.idBack } }))).toMatchObject({
        errorCode: 'upload.not.found',
        value: { field: 'documents.idBack' },
      });
      expect(errorOf(await submit(other, { documents: { ...theirs, selfie: mine.selfie } }))).toMatchObject({
        errorCode: 'upload.not.found',
        value: { field: 'documents.selfie' },
      });
    }
    expect(errorOf(await submit(a, { documents: { ...mine, idBack: mine.idFront } }))).toMatchObject({ errorCode: 'request_param_err' });
    const [merchant] = await platform.services.db.select({ id: uploads.merchantId }).from(uploads).where(eq(uploads.id, mine.idFront));
    await useUploads(platform.services.db, { merchantId: merchant!.id, memberId: a.memberId }, [mine.idFront], 'reward:1', 'images');
    expect(errorOf(await submit(a, { documents: mine }))).toMatchObject({
      errorCode: 'upload.in.use',
      value: { field: 'documents.idFront' },
    });
    expect(await platform.services.db.select().from(memberKyc)).toEqual([]);
    // A's images stay unreadable to the others, and their KYC answers are their own.
    expect(valueOf(await get(b)).status).toBe('NOT_SUBMITTED');
    expect(valueOf(await get(lucky)).status).toBe('NOT_SUBMITTED');
  });

  it("keeps each member's KYC their own, across members and merchants: another's submission changes nothing of A's", async () => {
    const mine = valueOf(await submit(a));
    const b = { ...(await signIn(platform, 'agent01')), merchant: 'PLAYDECK' };
    const lucky = { ...(await signIn(platform, 'member01', 'LUCKYSTAR')), merchant: 'LUCKYSTAR' };
    for (const other of [b, lucky]) {
      expect(valueOf(await get(other)).status).toBe('NOT_SUBMITTED');
      const theirs = valueOf(await submit(other, { realName: 'Tran Thi B', occupation: 'Teacher' }));
      expect(theirs.fields?.realName).toBe('Tran Thi B');
    }
    expect(valueOf(await get(a))).toEqual(mine);
    // The operator's decision on the other merchant's member01 leaves PLAYDECK's member01 under review.
    expect((await decide({ username: 'member01', merchant: 'LUCKYSTAR' }, 'verify')).statusCode).toBe(200);
    expect(valueOf(await get(a)).status).toBe('UNDER_REVIEW');
    expect(valueOf(await get(lucky)).status).toBe('VERIFIED');
  });

  it('a verified KYC is read-only, and its real name is the one bank card payees must match', async () => {
    valueOf(await submit(a));
    const verified = await decide(memberA, 'verify');
    expect(verified.json()).toMatchObject({ success: true, value: { status: 'VERIFIED', username: 'member01' } });
    const kyc = valueOf(await get(a));
    expect(kyc).toMatchObject({ status: 'VERIFIED', editable: false, decidedAt: platform.clock.now.getTime() });

    expect(errorOf(await submit(a, { realName: 'Tran Thi B', birthday: '1985-01-01' }))).toMatchObject({
      status: 409,
      errorCode: 'kyc.verified',
    });
    expect(valueOf(await get(a))).toEqual(kyc);
    expect((await decide(memberA, 'reject', 'changed my mind')).statusCode).toBe(409);

    expect(valueOf(await callPlatform(platform, contract.bankCard.list, { token: a.token })).realName).toBe('Nguyen Van A');
    await setFirstPaymentPassword(platform, a.token);
    expect(errorOf(await addCard(platform, a.token, { payeeName: 'Tran Thi B' }))).toMatchObject({ errorCode: 'bankcard.payee.mismatch' });
    expect(valueOf(await addCard(platform, a.token, { payeeName: 'nguyen van a' })).cards).toHaveLength(1);
  });

  it('a rejected KYC shows the reason and may be submitted again, freeing the images it no longer uses', async () => {
    const first = await images(a);
    valueOf(await submit(a, { documents: first }));
    expect((await decide(memberA, 'reject', '  ID photo is blurred ')).json()).toMatchObject({ value: { status: 'REJECTED' } });
    expect(valueOf(await get(a))).toMatchObject({ status: 'REJECTED', rejectReason: 'ID photo is blurred', editable: true });

    const front = (await uploadImage(platform, a.token, pngBytes(40))).uploadId;
    const again = valueOf(await submit(a, { documents: { ...first, idFront: front }, occupation: 'Teacher' }));
    expect(again).toMatchObject({ status: 'UNDER_REVIEW', rejectReason: null, decidedAt: null, fields: { occupation: 'Teacher' } });
    const [freed] = await platform.services.db.select({ usedBy: uploads.usedBy }).from(uploads).where(eq(uploads.id, first.idFront));
    expect(freed!.usedBy).toBeNull();
  });

  it('needs a real account, and the operator decides only what is under review', async () => {
    const trial = await signInTrial(platform);
    expect(errorOf(await get(trial))).toMatchObject({ status: 403, errorCode: 'trial.forbidden' });
    expect((await decide(memberA, 'verify')).statusCode).toBe(404);
    valueOf(await submit(a));
    expect((await decide(memberA, 'reject')).json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect((await decide({ username: 'member01', merchant: 'LUCKYSTAR' }, 'verify')).statusCode).toBe(404);
    const listed = await platform.app.inject({ method: 'GET', headers: adminHeaders(platform), url: '/__admin/kyc?status=UNDER_REVIEW' });
    expect(listed.json().value).toEqual([
      expect.objectContaining({ merchant: 'PLAYDECK', username: 'member01', realName: 'Nguyen Van A' }),
    ]);
    const remote = await platform.app.inject({
      method: 'POST',
      headers: adminHeaders(platform),
      url: '/__admin/kyc',
      remoteAddress: '203.0.113.9',
      payload: { ...memberA, decision: 'verify' },
    });
    expect(remote.statusCode).toBe(404);
    expect(valueOf(await get(a)).status).toBe('UNDER_REVIEW');
  });
});

describe('admin kyc command line', () => {
  it('parses list, verify and reject', () => {
    expect(parseCommand(['kyc', 'list', '--status', 'under_review'])).toEqual({
      kind: 'kyc-list',
      merchant: undefined,
      status: 'UNDER_REVIEW',
    });
    expect(parseCommand(['kyc', 'verify', 'member01', '--merchant', 'PLAYDECK'])).toEqual({
      kind: 'kyc-decide',
      request: { merchant: 'PLAYDECK', username: 'member01', decision: 'verify' },
    });
    expect(parseCommand(['kyc', 'reject', 'member01', '--reason', 'Blurred', '--merchant', 'LUCKYSTAR'])).toEqual({
      kind: 'kyc-decide',
      request: { merchant: 'LUCKYSTAR', username: 'member01', decision: 'reject', reason: 'Blurred' },
    });
    expect(() => parseCommand(['kyc', 'reject', 'member01', '--merchant', 'PLAYDECK'])).toThrow('kyc reject needs --reason TEXT');
    expect(() => parseCommand(['kyc', 'verify', 'member01'])).toThrow('kyc verify needs --merchant CODE');
    expect(() => parseCommand(['kyc', 'verify', '--merchant', 'PLAYDECK'])).toThrow('kyc verify needs one username');
    expect(() => parseCommand(['kyc', 'approve', 'member01'])).toThrow('kyc needs list, verify or reject');
  });
});
