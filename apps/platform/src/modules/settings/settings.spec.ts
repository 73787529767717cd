import { beforeEach, describe, expect, it } from 'vitest';
import { contract, STATIC_AVATAR_BASE } from '@playdeck/api';
import { eq } from 'drizzle-orm';
import { members, uploads } from '../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { pngBytes } from '../../uploads/testing/image-bytes';
import { readUploaded, uploadImage } from '../../uploads/testing/upload-image';
import { signIn, signInTrial } from '../../testing/sign-in';

describe('personal settings', () => {
  let platform: TestPlatform;
  let token: string;
  let memberId: number;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    ({ token, memberId } = await signIn(platform));
  });

  const setNickname = (nickname: string, as = token, merchant = 'PLAYDECK') =>
    callPlatform(platform, contract.settings.nickname, { token: as, merchant, body: { nickname } });
  const setAvatar = (avatarType: string, avatar: string, as = token, merchant = 'PLAYDECK') =>
    callPlatform(platform, contract.headIcon.set, { token: as, merchant, body: { avatarType, avatar } });
  const avatarOf = (as = token, merchant = 'PLAYDECK') => callPlatform(platform, contract.headIcon.get, { token: as, merchant });
  const infoOf = (as = token, merchant = 'PLAYDECK') => callPlatform(platform, contract.session.memberInfo, { token: as, merchant });

  it('shows the nickname, the account and the bound e-mail masked', async () => {
    await platform.services.db.update(members).set({ email: 'jane.doe@example.com' }).where(eq(members.id, memberId));
    expect(valueOf(await callPlatform(platform, contract.settings.profile, { token }))).toEqual({
      nickname: 'Playdeck Player',
      account: 'member01',
      maskedEmail: 'ja•••@example.com',
    });
    await platform.services.db.update(members).set({ email: null }).where(eq(members.id, memberId));
    expect(valueOf(await callPlatform(platform, contract.settings.profile, { token })).maskedEmail).toBeNull();
  });

  it('masks the e-mail exactly as the security centre does', async () => {
    await platform.services.db.update(members).set({ email: 'jane.doe@example.com' }).where(eq(members.id, memberId));
    const settings = valueOf(await callPlatform(platform, contract.settings.profile, { token })).maskedEmail;
    const security = valueOf(await callPlatform(platform, contract.security.summary, { token })).email;
    expect(settings).toBe(security);
  });

  it('changes the nickname (trimmed), and member info answers the new one', async () => {
    expect(valueOf(await setNickname('  Trần Văn_An  '))).toEqual({ nickname: 'Trần Văn_An' });
    expect(valueOf(await infoOf()).nickname).toBe('Trần Văn_An');
  });

  it.each([
    ['a', 'too short'],
    ['x'.repeat(21), 'too long'],
    ['<b>bold</b>', 'markup'],
    ['two  spaces', 'a doubled separator'],
    ['-dash', 'a leading separator'],
    ['emoji 🎲', 'a symbol'],
  ])('refuses %j (%s) naming the field', async (nickname) => {
    expect(errorOf(await setNickname(nickname))).toMatchObject({
      status: 400,
      errorCode: 'request_param_err',
      value: { field: 'nickname' },
    });
    expect(valueOf(await infoOf()).nickname).toBe('Playdeck Player');
  });

  it("changes only the signed-in member's nickname, not another member's, here or on another merchant", async () => {
    const other = (await signIn(platform, 'agent01')).token;
    const elsewhere = (await signIn(platform, 'member01', 'LUCKYSTAR')).token;
    valueOf(await setNickname('New Name'));
    expect(valueOf(await infoOf(other)).nickname).toBe('Playdeck Agent');
    expect(valueOf(await infoOf(elsewhere, 'LUCKYSTAR')).nickname).toBe('Star Lucy');
    // A session of one merchant is no session on another.
    expect(errorOf(await setNickname('Stolen', token, 'LUCKYSTAR')).errorCode).toBe('user.or.token.invalid');
    expect(valueOf(await infoOf(elsewhere, 'LUCKYSTAR')).nickname).toBe('Star Lucy');
  });

  it('is for real accounts only', async () => {
    const trial = await signInTrial(platform);
    expect(errorOf(await setNickname('Trial Name', trial.token, trial.merchant)).errorCode).toBe('trial.forbidden');
    expect(errorOf(await avatarOf(trial.token, trial.merchant)).errorCode).toBe('trial.forbidden');
    expect(errorOf(await callPlatform(platform, contract.settings.nickname, { body: { nickname: 'Nobody' } })).errorCode).toBe(
      'user.or.token.invalid',
    );
  });

  it('has no avatar at first, then the static one chosen', async () => {
    expect(valueOf(await avatarOf())).toEqual({ avatar: null, avatarType: null });
    const { avatars } = valueOf(await callPlatform(platform, contract.headIcon.statics, { token }));
    expect(avatars).toHaveLength(12);
    expect(avatars).toContain('7.png');
    expect(valueOf(await setAvatar('STATIC', '7.png'))).toEqual({ avatar: '7.png', avatarType: 'STATIC' });
    expect(valueOf(await setAvatar('STATIC', '3.png'))).toEqual({ avatar: '3.png', avatarType: 'STATIC' });
    expect(valueOf(await avatarOf())).toEqual({ avatar: '3.png', avatarType: 'STATIC' });
  });

  it.each([
    ['STATIC', '13.png'],
    ['STATIC', '../1.png'],
    ['STATIC', '1.svg'],
    ['GIF', '1.png'],
  ])('refuses %s %j naming the field', async (avatarType, avatar) => {
    const refusal = errorOf(await setAvatar(avatarType, avatar));
    expect(refusal.errorCode).toBe('request_param_err');
    expect(refusal.value).toEqual({ field: avatarType === 'GIF' ? 'avatarType' : 'avatar' });
    expect(valueOf(await avatarOf())).toEqual({ avatar: null, avatarType: null });
  });

  it("sets only the signed-in member's avatar", async () => {
    const other = (await signIn(platform, 'agent01')).token;
    const elsewhere = (await signIn(platform, 'member01', 'LUCKYSTAR')).token;
    valueOf(await setAvatar('STATIC', '5.png'));
    // agent01's seeded avatar stays theirs.
    expect(valueOf(await avatarOf(other))).toEqual({ avatar: '8.png', avatarType: 'STATIC' });
    expect(valueOf(await avatarOf(elsewhere, 'LUCKYSTAR'))).toEqual({ avatar: null, avatarType: null });
  });

  it('serves each static avatar as the same PNG every time, and nothing else under the path', async () => {
    const get = (file: string) => platform.app.inject({ method: 'GET', url: `${STATIC_AVATAR_BASE}/${file}` });
    const first = await get('1.png');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect((await get('1.png')).rawPayload).toEqual(first.rawPayload);
    expect((await get('2.png')).rawPayload).not.toEqual(first.rawPayload);
    expect((await get('13.png')).statusCode).toBe(404);
    expect((await get('1.svg')).statusCode).toBe(404);
  });

  describe('a custom avatar', () => {
    const usedBy = async (uploadId: string) =>
      (await platform.services.db.select({ usedBy: uploads.usedBy }).from(uploads).where(eq(uploads.id, uploadId)))[0]?.usedBy;

    it("is the member's own upload, which the avatar then uses and the member reads back", async () => {
      const { uploadId } = await uploadImage(platform, token, pngBytes(10));
      expect(valueOf(await setAvatar('CUSTOM', uploadId))).toEqual({ avatar: uploadId, avatarType: 'CUSTOM' });
      expect(valueOf(await avatarOf())).toEqual({ avatar: uploadId, avatarType: 'CUSTOM' });
      expect(await usedBy(uploadId)).toBe(`avatar:${memberId}`);
      const read = await readUploaded(platform, token, uploadId);
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload).toEqual(pngBytes(10));
    });

    it('frees the previous upload when another avatar replaces it', async () => {
      const first = (await uploadImage(platform, token, pngBytes(11))).uploadId;
      const second = (await uploadImage(platform, token, pngBytes(12))).uploadId;
      valueOf(await setAvatar('CUSTOM', first));
      valueOf(await setAvatar('CUSTOM', second));
      expect(await usedBy(first)).toBeNull();
      expect(await usedBy(second)).toBe(`avatar:${memberId}`);
      valueOf(await setAvatar('STATIC', '2.png'));
      expect(await usedBy(second)).toBeNull();
      // Setting the same one again is no conflict with itself.
      valueOf(await setAvatar('CUSTOM', first));
      expect(valueOf(await setAvatar('CUSTOM', first))).toEqual({ avatar: first, avatarType: 'CUSTOM' });
    });

    it("cannot be another member's upload, of this merchant or another", async () => {
      const theirs = (await uploadImage(platform, token, pngBytes(13))).uploadId;
      const other = (await signIn(platform, 'agent01')).token;
      const elsewhere = (await signIn(platform, 'member01', 'LUCKYSTAR')).token;
      expect(errorOf(await setAvatar('CUSTOM', theirs, other))).toMatchObject({
        errorCode: 'upload.not.found',
        value: { field: 'avatar' },
      });
      expect(errorOf(await setAvatar('CUSTOM', theirs, elsewhere, 'LUCKYSTAR'))).toMatchObject({
        errorCode: 'upload.not.found',
        value: { field: 'avatar' },
      });
      // And the other way round: an upload made on the other merchant is not this member's either.
      const foreign = (await uploadImage(platform, elsewhere, pngBytes(14), 'LUCKYSTAR')).uploadId;
      expect(errorOf(await setAvatar('CUSTOM', foreign)).errorCode).toBe('upload.not.found');
      expect(errorOf(await setAvatar('CUSTOM', 'AAAAAAAAAAAAAAAAAAAAAA')).errorCode).toBe('upload.not.found');
      expect(valueOf(await avatarOf(other))).toEqual({ avatar: '8.png', avatarType: 'STATIC' });
      expect(valueOf(await avatarOf(elsewhere, 'LUCKYSTAR'))).toEqual({ avatar: null, avatarType: null });
      expect(await usedBy(theirs)).toBeNull();
    });

    it('cannot be an upload another record uses', async () => {
      const { uploadId } = await uploadImage(platform, token, pngBytes(15));
      await platform.services.db.update(uploads).set({ usedBy: 'kyc:1' }).where(eq(uploads.id, uploadId));
      expect(errorOf(await setAvatar('CUSTOM', uploadId))).toMatchObject({ errorCode: 'upload.in.use', value: { field: 'avatar' } });
      expect(await usedBy(uploadId)).toBe('kyc:1');
      expect(valueOf(await avatarOf())).toEqual({ avatar: null, avatarType: null });
    });
  });
});
