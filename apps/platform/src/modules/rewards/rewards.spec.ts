import { beforeEach, describe, expect, it } from 'vitest';
import { contract, type RewardOffer } from '@playdeck/api';
import { eq, sql } from 'drizzle-orm';
import { postings, promoRedemptions, rewardApplications, uploads } from '../../db/schema';
import { decideRewardApplication } from '../../admin/reward-actions';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { pngBytes } from '../../uploads/testing/image-bytes';
import { readUploaded, uploadImage } from '../../uploads/testing/upload-image';
import { signIn, signInTrial } from '../../testing/sign-in';
import { houseBalance, mainBalance } from '../payment-password/testing/money-member';
import { walletsOutOfBalance } from '../wallet/testing/ledger-check';

const DAY = 86_400_000;
// The default brand speaks Vietnamese first; titles below are the English ones.
const EN = { language: 'EN' };

describe('reward centre', () => {
  let platform: TestPlatform;
  let token: string;
  let memberId: number;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    ({ token, memberId } = await signIn(platform));
  });

  const promotions = async (as = token, merchant = 'PLAYDECK') =>
    valueOf(await callPlatform(platform, contract.rewards.promotions, { token: as, merchant, headers: EN })).list;
  const benefits = async (as = token) =>
    valueOf(await callPlatform(platform, contract.rewards.clubBenefits, { token: as, headers: EN })).list;
  const applications = async (as = token, merchant = 'PLAYDECK') =>
    valueOf(await callPlatform(platform, contract.rewards.applications, { token: as, merchant, headers: EN })).list;
  const offerNamed = (list: RewardOffer[], title: string) => list.find((offer) => offer.title === title)!;
  const openPromotion = async (as = token) => offerNamed(await promotions(as), 'First deposit bonus 100%');
  const apply = (body: Record<string, unknown>, as = token, merchant = 'PLAYDECK') =>
    callPlatform(platform, contract.rewards.apply, {
      token: as,
      merchant,
      headers: EN,
      body: { requestId: 'apply-0001', remark: 'My deposit D1', ...body },
    });
  const claim = (applicationId: string, requestId = 'claim-0001', as = token, merchant = 'PLAYDECK') =>
    callPlatform(platform, contract.rewards.claim, { token: as, merchant, body: { requestId, applicationId } });
  const redeem = (code: string, requestId = 'redeem-0001', as = token, merchant = 'PLAYDECK') =>
    callPlatform(platform, contract.rewards.redeem, { token: as, merchant, body: { requestId, code } });
  const issuedApplication = async (amount = 25.5) => {
    const application = valueOf(await apply({ offerId: (await openPromotion()).id }));
    await decideRewardApplication(platform.services, { applicationId: application.applicationId, decision: 'issue', amount });
    return application.applicationId;
  };
  const bonusRecords = async (as = token) => {
    const now = platform.clock.now.getTime();
    const records = valueOf(
      await callPlatform(platform, contract.records.list, { token: as, query: { types: 'BONUS', from: now - DAY, to: now + DAY } }),
    );
    return records.list.map((record) => ({ amount: record.amount, reference: record.reference, wallet: record.wallet }));
  };

  it('lists open, coming-soon and closed offers of both kinds, with the member’s latest application to each', async () => {
    const list = await promotions();
    expect(list.map((offer) => [offer.title, offer.availability, offer.application?.state ?? null])).toEqual([
      ['First deposit bonus 100%', 'OPEN', null],
      ['Weekly slots cashback', 'OPEN', 'ISSUED'],
      ['Lucky weekend', 'COMING_SOON', null],
      ['Mid-autumn festival', 'CLOSED', 'REJECTED'],
    ]);
    expect(offerNamed(list, 'Weekly slots cashback').application).toMatchObject({ bonus: 25, offerKind: 'PROMOTION' });
    expect(offerNamed(list, 'Mid-autumn festival').application?.rejectReason).toBe('No live casino play in the festival week');
    expect((await benefits()).map((offer) => [offer.kind, offer.availability])).toEqual([
      ['CLUB_BENEFIT', 'OPEN'],
      ['CLUB_BENEFIT', 'OPEN'],
      ['CLUB_BENEFIT', 'COMING_SOON'],
    ]);
    const vietnamese = valueOf(await callPlatform(platform, contract.rewards.promotions, { token, headers: { language: 'TY' } }));
    expect(vietnamese.list[0]!.title).toBe('Thưởng nạp đầu 100%');
  });

  it('applies once per request id, one live application per offer, only to open offers of the merchant', async () => {
    const offer = await openPromotion();
    const application = valueOf(await apply({ offerId: offer.id, remark: '  My deposit D1  ' }));
    expect(application).toMatchObject({
      applicationId: expect.stringMatching(/^R\d{14,}$/),
      offerId: offer.id,
      state: 'APPLYING',
      remark: 'My deposit D1',
      uploadIds: [],
      bonus: null,
    });
    const repeats = await Promise.all(Array.from({ length: 3 }, () => apply({ offerId: offer.id })));
    for (const repeat of repeats) expect(valueOf(repeat)).toEqual(application);
    expect(errorOf(await apply({ offerId: offer.id, remark: 'other' })).errorCode).toBe('request.id.reused');
    expect(errorOf(await apply({ offerId: offer.id, requestId: 'apply-0002' })).errorCode).toBe('reward.already.applied');
    expect(await platform.services.db.$count(rewardApplications, eq(rewardApplications.requestId, 'apply-0001'))).toBe(1);
    expect((await applications())[0]).toEqual(application);
    expect(offerNamed(await promotions(), offer.title).application).toEqual(application);

    const list = await promotions();
    for (const title of ['Lucky weekend', 'Mid-autumn festival']) {
      expect(errorOf(await apply({ offerId: offerNamed(list, title).id, requestId: `apply-${title.length}x` })).errorCode).toBe(
        'reward.offer.not.open',
      );
    }
    const lucky = await signIn(platform, 'member01', 'LUCKYSTAR');
    const luckyOffer = (await promotions(lucky.token, 'LUCKYSTAR'))[0]!;
    expect(errorOf(await apply({ offerId: luckyOffer.id, requestId: 'apply-0003' })).errorCode).toBe('reward.offer.not.found');
  });

  it('applies with up to 3 of the member’s own uploads, which the application then uses (readable by the owner only)', async () => {
    const offer = await openPromotion();
    const ids = [(await uploadImage(platform, token, pngBytes(10))).uploadId, (await uploadImage(platform, token, pngBytes(20))).uploadId];
    const application = valueOf(await apply({ offerId: offer.id, uploadIds: ids }));
    expect(application.uploadIds).toEqual(ids);
    const rows = await platform.services.db.select({ id: uploads.id, usedBy: uploads.usedBy }).from(uploads);
    expect(rows.map((row) => row.usedBy)).toEqual([`reward:${application.applicationId}`, `reward:${application.applicationId}`]);
    expect(valueOf(await apply({ offerId: offer.id, uploadIds: ids }))).toEqual(application);
    // Used by one application, an upload is not another's.
    const benefit = (await benefits())[0]!;
    const reused = errorOf(await apply({ offerId: benefit.id, requestId: 'apply-0002', uploadIds: [ids[0]] }));
    expect(reused).toMatchObject({ errorCode: 'upload.in.use', value: { field: 'uploadIds' } });
    expect((await readUploaded(platform, token, ids[0]!)).statusCode).toBe(200);
    const agent = await signIn(platform, 'agent01');
    expect((await readUploaded(platform, agent.token, ids[0]!)).statusCode).toBe(404);
  });

  it("never lets a member apply with another member's uploads, on the same or another merchant", async () => {
    const offer = await openPromotion();
    const agent = await signIn(platform, 'agent01');
    const lucky = await signIn(platform, 'member01', 'LUCKYSTAR');
    const agentUpload = (await uploadImage(platform, agent.token, pngBytes(30))).uploadId;
    const luckyUpload = (await uploadImage(platform, lucky.token, pngBytes(40), 'LUCKYSTAR')).uploadId;
    const mine = (await uploadImage(platform, token, pngBytes(50))).uploadId;
    for (const [index, foreign] of [agentUpload, luckyUpload].entries()) {
      const refused = errorOf(await apply({ offerId: offer.id, requestId: `apply-foreign-${index}`, uploadIds: [mine, foreign] }));
      expect(refused).toMatchObject({ errorCode: 'upload.not.found', value: { field: 'uploadIds' } });
    }
    expect(await platform.services.db.$count(rewardApplications, eq(rewardApplications.memberId, memberId))).toBe(2);
    // Nothing was marked used by the refused applications.
    expect((await platform.services.db.select({ usedBy: uploads.usedBy }).from(uploads)).every((row) => row.usedBy === null)).toBe(true);
  });

  it('may apply again after a rejection', async () => {
    const offer = await openPromotion();
    const first = valueOf(await apply({ offerId: offer.id }));
    await decideRewardApplication(platform.services, {
      applicationId: first.applicationId,
      decision: 'reject',
      reason: 'No deposit found',
    });
    const second = valueOf(await apply({ offerId: offer.id, requestId: 'apply-0002' }));
    expect(second.applicationId).not.toBe(first.applicationId);
    expect((await applications()).slice(0, 2).map((row) => row.state)).toEqual(['APPLYING', 'REJECTED']);
  });

  it('refuses a remark over 140 characters and more than 3 images, saving nothing', async () => {
    const offerId = (await openPromotion()).id;
    const tooLong = errorOf(await apply({ offerId, remark: 'x'.repeat(141) }));
    expect(tooLong).toMatchObject({ status: 400, errorCode: 'request_param_err', value: { field: 'remark' } });
    const four = await Promise.all([1, 2, 3, 4].map(async (grey) => (await uploadImage(platform, token, pngBytes(grey))).uploadId));
    const tooMany = errorOf(await apply({ offerId, uploadIds: four }));
    expect(tooMany).toMatchObject({ status: 400, errorCode: 'request_param_err', value: { field: 'uploadIds' } });
    expect(await platform.services.db.$count(uploads, eq(uploads.memberId, memberId))).toBe(4);
    expect((await platform.services.db.select({ usedBy: uploads.usedBy }).from(uploads)).every((row) => row.usedBy === null)).toBe(true);
    const repeated = [four[0], four[0]];
    for (const body of [
      { offerId: 'one' },
      { offerId: -1 },
      { offerId, remark: 42 },
      { offerId, requestId: 'x' },
      { offerId, uploadIds: repeated },
    ]) {
      expect(errorOf(await apply(body)).errorCode).toBe('request_param_err');
    }
    expect([...valueOf(await apply({ offerId, remark: '🎁'.repeat(140) })).remark]).toHaveLength(140);
  });

  it('operator: approve (Process for a promotion, Joined for a club benefit), issue with an amount, reject with a reason, once', async () => {
    const promotion = valueOf(await apply({ offerId: (await openPromotion()).id }));
    const benefit = valueOf(await apply({ offerId: (await benefits())[0]!.id, requestId: 'apply-0002' }));
    const decide = (applicationId: string, decision: 'approve' | 'reject' | 'issue', extra: { amount?: number; reason?: string } = {}) =>
      decideRewardApplication(platform.services, { applicationId, decision, ...extra });
    expect(await decide(promotion.applicationId, 'approve')).toMatchObject({ state: 'PROCESS', username: 'member01' });
    expect(await decide(benefit.applicationId, 'approve')).toMatchObject({ state: 'JOINED' });
    await expect(decide(promotion.applicationId, 'approve')).rejects.toThrow('already PROCESS');
    await expect(decide(promotion.applicationId, 'issue')).rejects.toThrow('issue needs --amount');
    await expect(decide(promotion.applicationId, 'issue', { amount: 1.005 })).rejects.toThrow('at most 2 decimals');
    await expect(decide(promotion.applicationId, 'reject', { reason: '  ' })).rejects.toThrow('reject needs --reason');
    expect(await decide(promotion.applicationId, 'issue', { amount: 12.34 })).toMatchObject({ state: 'ISSUED', bonus: 12.34 });
    expect(await decide(benefit.applicationId, 'reject', { reason: 'Not a club member yet' })).toMatchObject({
      state: 'REJECTED',
      rejectReason: 'Not a club member yet',
    });
    await expect(decide(promotion.applicationId, 'reject', { reason: 'late' })).rejects.toThrow('already ISSUED');
    await expect(decide('R20990101999999', 'approve')).rejects.toThrow('no reward application');
    const mine = await applications();
    expect(mine.find((row) => row.applicationId === promotion.applicationId)).toMatchObject({ state: 'ISSUED', bonus: 12.34 });
  });

  it('claims an issued bonus into MAIN through the ledger, once per request id: a BONUS record', async () => {
    const applicationId = await issuedApplication(25.5);
    const bonusHouse = await houseBalance(platform, 'BONUS');
    const claimed = valueOf(await claim(applicationId));
    expect(claimed).toMatchObject({ applicationId, state: 'CLAIMED', bonus: 25.5, claimedAt: platform.clock.now.getTime() });
    expect(await mainBalance(platform, token)).toBe(5_025.5);
    expect(await houseBalance(platform, 'BONUS')).toBe(bonusHouse - 25_50);
    expect(valueOf(await claim(applicationId))).toEqual(claimed);
    expect(errorOf(await claim(applicationId, 'claim-0002'))).toMatchObject({ status: 409, errorCode: 'reward.not.claimable' });
    expect(await mainBalance(platform, token)).toBe(5_025.5);
    expect(await bonusRecords()).toEqual([{ amount: 25.5, reference: applicationId, wallet: 'MAIN' }]);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('pays a bonus once under concurrent claims with different request ids', async () => {
    const applicationId = await issuedApplication(40);
    const results = await Promise.all(Array.from({ length: 5 }, (_, index) => claim(applicationId, `claim-race-${index}`)));
    expect(results.filter((result) => result.envelope.success)).toHaveLength(1);
    for (const result of results.filter((each) => !each.envelope.success)) expect(errorOf(result).errorCode).toBe('reward.not.claimable');
    expect(await mainBalance(platform, token)).toBe(5_040);
    const keyed = await platform.services.db.$count(postings, eq(postings.idempotencyKey, `reward:${applicationId}:claim`));
    expect(keyed).toBe(1);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('refuses to claim what is not issued', async () => {
    const application = valueOf(await apply({ offerId: (await openPromotion()).id }));
    expect(errorOf(await claim(application.applicationId)).errorCode).toBe('reward.not.claimable');
    await decideRewardApplication(platform.services, { applicationId: application.applicationId, decision: 'approve' });
    expect(errorOf(await claim(application.applicationId)).errorCode).toBe('reward.not.claimable');
    expect(errorOf(await claim('R20990101999999')).errorCode).toBe('reward.application.not.found');
    expect(errorOf(await claim('../etc')).errorCode).toBe('request_param_err');
    expect(await mainBalance(platform, token)).toBe(5_000);
  });

  it("never lets a member see or claim another member's applications, on the same or another merchant", async () => {
    const applicationId = await issuedApplication(30);
    const agent = await signIn(platform, 'agent01');
    const lucky = await signIn(platform, 'member01', 'LUCKYSTAR');
    expect((await applications(agent.token)).map((row) => row.applicationId)).not.toContain(applicationId);
    expect((await applications(lucky.token, 'LUCKYSTAR')).map((row) => row.applicationId)).not.toContain(applicationId);
    expect((await promotions(agent.token)).every((offer) => offer.application === null)).toBe(true);
    expect(errorOf(await claim(applicationId, 'claim-agent', agent.token)).errorCode).toBe('reward.application.not.found');
    expect(errorOf(await claim(applicationId, 'claim-lucky', lucky.token, 'LUCKYSTAR')).errorCode).toBe('reward.application.not.found');
    const agentMain = await mainBalance(platform, agent.token);
    expect(await mainBalance(platform, token)).toBe(5_000);
    expect(await mainBalance(platform, agent.token)).toBe(agentMain);
    // The owner still can.
    expect(valueOf(await claim(applicationId)).state).toBe('CLAIMED');
  });

  it('redeems a promo code once per member (any case, encrypted): the bonus reaches MAIN as a BONUS record', async () => {
    const redeemed = valueOf(await redeem(' welcome50 '));
    expect(redeemed).toEqual({ code: 'WELCOME50', amount: 50, currencySymbol: '₫', redeemedAt: platform.clock.now.getTime() });
    expect(valueOf(await redeem('WELCOME50'))).toEqual(redeemed);
    expect(errorOf(await redeem('LUCKY88'))).toMatchObject({ errorCode: 'request.id.reused' });
    expect(errorOf(await redeem('WELCOME50', 'redeem-0002'))).toMatchObject({
      status: 409,
      errorCode: 'promo.code.used',
      value: { field: 'code' },
    });
    expect(await mainBalance(platform, token)).toBe(5_050);
    expect(await bonusRecords()).toEqual([{ amount: 50, reference: 'WELCOME50', wallet: 'MAIN' }]);
    // Another member may use the same code, once.
    const agent = await signIn(platform, 'agent01');
    const before = await mainBalance(platform, agent.token);
    expect(valueOf(await redeem('WELCOME50', 'redeem-0001', agent.token)).amount).toBe(50);
    expect(await mainBalance(platform, agent.token)).toBe(before + 50);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('refuses wrong, expired and other merchants’ codes; concurrent redemptions of one code pay once', async () => {
    for (const code of ['NOPE', 'EXPIRED10']) expect(errorOf(await redeem(code)).errorCode).toBe('promo.code.invalid');
    const lucky = await signIn(platform, 'member01', 'LUCKYSTAR');
    // A code only LUCKYSTAR has.
    await platform.services.db.execute(
      sql`INSERT INTO promo_codes (merchant_id, code, amount)
        SELECT id, 'STARONLY', 700 FROM merchants WHERE code = 'LUCKYSTAR'`,
    );
    expect(errorOf(await redeem('STARONLY')).errorCode).toBe('promo.code.invalid');
    expect(valueOf(await redeem('STARONLY', 'redeem-star', lucky.token, 'LUCKYSTAR')).amount).toBe(7);
    const results = await Promise.all(Array.from({ length: 4 }, (_, index) => redeem('LUCKY88', `redeem-race-${index}`)));
    expect(results.filter((result) => result.envelope.success)).toHaveLength(1);
    for (const result of results.filter((each) => !each.envelope.success)) expect(errorOf(result).errorCode).toBe('promo.code.used');
    expect(await mainBalance(platform, token)).toBe(5_088);
    expect(await platform.services.db.$count(promoRedemptions)).toBe(2);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('refuses trial users and bad bodies without a 500', async () => {
    const trial = await signInTrial(platform);
    const refusals = [
      errorOf(await callPlatform(platform, contract.rewards.promotions, { token: trial.token, merchant: trial.merchant })),
      errorOf(await redeem('WELCOME50', 'redeem-0001', trial.token, trial.merchant)),
      errorOf(await claim('R20990101999999', 'claim-0001', trial.token, trial.merchant)),
    ];
    for (const refusal of refusals) expect(refusal.errorCode).toBe('trial.forbidden');
    expect(errorOf(await redeem('', 'redeem-0001')).errorCode).toBe('request_param_err');
    expect(errorOf(await redeem('X'.repeat(33))).errorCode).toBe('request_param_err');
    expect(errorOf(await callPlatform(platform, contract.rewards.promotions, {})).status).toBeLessThan(500);
  });
});
