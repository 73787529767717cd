import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { contract, UPLOAD_MAX_BYTES } from '@playdeck/api';
import { eq } from 'drizzle-orm';
import { loadPlatformConfig } from '../../config';
import { uploads } from '../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { folderUploadStore } from '../../uploads/folder-upload-store';
import { GIF_BYTES, jpegBytes, pngBytes } from '../../uploads/testing/image-bytes';
import { readUploaded, uploadImage } from '../../uploads/testing/upload-image';
import { releaseUploads, useUploads } from '../../uploads/uploads';
import { signIn, signInTrial } from '../../testing/sign-in';

const upload = (platform: TestPlatform, token: string, bytes: Uint8Array, contentType: string, merchant = 'PLAYDECK') =>
  callPlatform(platform, contract.uploads.image, { token, merchant, body: bytes, headers: { 'content-type': contentType } });

/** PNG magic numbers followed by `size` bytes in all. */
const pngOfSize = (size: number) => {
  const bytes = Buffer.alloc(size);
  pngBytes().copy(bytes);
  return bytes;
};

describe('uploads', () => {
  let platform: TestPlatform;
  let token: string;
  let memberId: number;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    ({ token, memberId } = await signIn(platform));
  });

  it('keeps a png or a jpeg, judged by its bytes, and answers it back to its owner with safe headers', async () => {
    const png = pngBytes(7);
    const stored = valueOf(await upload(platform, token, png, 'application/octet-stream'));
    expect(stored).toEqual({ uploadId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), contentType: 'image/png', size: png.length });
    // The header's type is not believed either way: a jpeg sent as png is a jpeg.
    expect(valueOf(await upload(platform, token, jpegBytes(), 'image/png')).contentType).toBe('image/jpeg');

    const answer = await readUploaded(platform, token, stored.uploadId);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(png)).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cache-control': expect.stringMatching(/^private\b/),
      'content-security-policy': expect.stringContaining('sandbox'),
    });
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    const [row] = await platform.services.db.select().from(uploads).where(eq(uploads.id, stored.uploadId));
    expect(row).toMatchObject({ memberId, contentType: 'image/png', size: png.length, usedBy: null });
  });

  it.each([
    ['a gif named and typed as a png', GIF_BYTES, 'image/png'],
    ['a gif as a gif', GIF_BYTES, 'image/gif'],
    ['html typed as a jpeg', Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg'],
    ['text', Buffer.from('hello'), 'text/plain'],
    ['json', Buffer.from('{"uploadId":"x"}'), 'application/json'],
    ['only the png signature', pngBytes().subarray(0, 8), 'image/png'],
  ])('refuses %s as upload.type.invalid, storing nothing', async (_name, bytes, contentType) => {
    expect(errorOf(await upload(platform, token, bytes, contentType))).toMatchObject({ errorCode: 'upload.type.invalid' });
    expect(await platform.services.db.select().from(uploads)).toEqual([]);
  });

  // Storing the 5 MB that passes is the platform suite's largest write: on a loaded machine it took more than the
  // suite's 20 s, so this one test has room.
  it('refuses more than 5 MB as upload.too.large, however it is typed, and takes exactly 5 MB', { timeout: 60_000 }, async () => {
    for (const contentType of ['image/png', 'application/octet-stream']) {
      expect(errorOf(await upload(platform, token, pngOfSize(UPLOAD_MAX_BYTES + 1), contentType))).toEqual({
        status: 413,
        errorCode: 'upload.too.large',
        value: null,
      });
    }
    expect(await platform.services.db.select().from(uploads)).toEqual([]);
    expect(valueOf(await upload(platform, token, pngOfSize(UPLOAD_MAX_BYTES), 'image/png')).size).toBe(UPLOAD_MAX_BYTES);
  });

  it('refuses a body that passes 5 MB without saying its length', async () => {
    const { Readable } = await import('node:stream');
    const big = pngOfSize(UPLOAD_MAX_BYTES + 1024);
    const response = await platform.app.inject({
      method: 'POST',
      url: contract.uploads.image.path,
      headers: { merchant: 'PLAYDECK', authorization: token, 'content-type': 'image/png', 'transfer-encoding': 'chunked' },
      payload: Readable.from([big.subarray(0, 1024 * 1024), big.subarray(1024 * 1024)]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'upload.too.large' });
  });

  it('needs a signed-in member of a real account: a free-play trial is refused trial.forbidden, storing nothing', async () => {
    expect(errorOf(await upload(platform, '', pngBytes(), 'image/png'))).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
    const trial = await signInTrial(platform);
    expect(errorOf(await upload(platform, trial.token, pngBytes(), 'image/png', trial.merchant))).toMatchObject({
      status: 403,
      errorCode: 'trial.forbidden',
    });
    expect(await platform.services.db.select().from(uploads)).toEqual([]);
  });

  it("refuses a member's 31st upload in an hour with TOO_MANY_REQUEST and Retry-After, then 30 unused ones by the quota", async () => {
    const tiny = pngBytes(4);
    for (let n = 1; n <= 30; n += 1) await uploadImage(platform, token, tiny);
    const refused = await upload(platform, token, tiny, 'image/png');
    expect(errorOf(refused)).toMatchObject({
      status: 429,
      errorCode: 'TOO_MANY_REQUEST',
      value: { retryAfterSeconds: expect.any(Number) },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Every attempt counts, refused ones too; another member has a budget of its own.
    const other = await signIn(platform, 'agent01');
    await uploadImage(platform, other.token, tiny);

    platform.clock.advance(3_600_000);
    ({ token } = await signIn(platform));
    // A new hour, but the member still keeps 30 uploads no record uses: the quota's count.
    expect(errorOf(await upload(platform, token, tiny, 'image/png'))).toMatchObject({ status: 403, errorCode: 'upload.quota.exceeded' });
    const mine = await platform.services.db.select().from(uploads).where(eq(uploads.memberId, memberId));
    expect(mine).toHaveLength(30);
    // Using some (a record takes them) makes room again.
    await useUploads(platform.services.db, { merchantId: mine[0]!.merchantId, memberId }, [mine[0]!.id], 'test:1', 'images');
    await uploadImage(platform, token, tiny);
  });

  it("refuses an upload that would take the member's unused uploads past the quota's bytes", async () => {
    const limits = platform.services.config.uploads;
    const saved = limits.quotaBytes;
    limits.quotaBytes = 3 * pngOfSize(1000).length;
    try {
      for (let n = 0; n < 2; n += 1) await uploadImage(platform, token, pngOfSize(1000));
      expect(errorOf(await upload(platform, token, pngOfSize(1001), 'image/png'))).toEqual({
        status: 403,
        errorCode: 'upload.quota.exceeded',
        value: null,
      });
      expect(await platform.services.db.select().from(uploads)).toHaveLength(2);
      expect(valueOf(await upload(platform, token, pngOfSize(1000), 'image/png')).size).toBe(1000);
    } finally {
      limits.quotaBytes = saved;
    }
  });

  it('judges concurrent uploads of one member against the quota one after another', async () => {
    const limits = platform.services.config.uploads;
    const saved = limits.quotaCount;
    limits.quotaCount = 3;
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => upload(platform, token, pngBytes(n), 'image/png')));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
      expect(answers.filter((answer) => answer.status !== 200).map((answer) => errorOf(answer).errorCode)).toEqual(
        Array(5).fill('upload.quota.exceeded'),
      );
      expect(await platform.services.db.select().from(uploads)).toHaveLength(3);
    } finally {
      limits.quotaCount = saved;
    }
  });

  it('answers an upload to no one but its owner: not another member, nor the same name on another merchant', async () => {
    const mine = await uploadImage(platform, token, pngBytes());
    const other = await signIn(platform, 'agent01');
    const elsewhere = await signIn(platform, 'member01', 'LUCKYSTAR');
    for (const [as, merchant] of [
      [other.token, 'PLAYDECK'],
      [elsewhere.token, 'LUCKYSTAR'],
      [elsewhere.token, 'PLAYDECK'],
    ] as const) {
      const answer = await readUploaded(platform, as, mine.uploadId, merchant);
      expect(answer.statusCode).toBeGreaterThanOrEqual(401);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.rawPayload.includes(pngBytes().subarray(0, 8))).toBe(false);
    }
    expect((await readUploaded(platform, other.token, mine.uploadId)).json()).toMatchObject({ errorCode: 'upload.not.found' });
    expect((await readUploaded(platform, '', mine.uploadId)).statusCode).toBe(401);
    expect((await readUploaded(platform, token, '..%2F..%2Fetc%2Fpasswd')).json()).toMatchObject({ errorCode: 'upload.not.found' });
    expect((await readUploaded(platform, token, mine.uploadId)).statusCode).toBe(200);
  });

  it("lets a record use only its owner's unused uploads, and frees the ones it stops using", async () => {
    const first = await uploadImage(platform, token, pngBytes(1));
    const second = await uploadImage(platform, token, pngBytes(2));
    const other = await signIn(platform, 'agent01');
    const theirs = await uploadImage(platform, other.token, pngBytes(3));
    const owner = { merchantId: 1, memberId };
    const [merchant] = await platform.services.db
      .select({ merchantId: uploads.merchantId })
      .from(uploads)
      .where(eq(uploads.id, first.uploadId));
    owner.merchantId = merchant!.merchantId;

    await expect(useUploads(platform.services.db, owner, [first.uploadId, theirs.uploadId], 'test:1', 'images')).rejects.toMatchObject({
      errorCode: 'upload.not.found',
      value: { field: 'images' },
    });
    await expect(
      useUploads(platform.services.db, { ...owner, merchantId: owner.merchantId + 1 }, [first.uploadId], 'test:1', 'images'),
    ).rejects.toMatchObject({
      errorCode: 'upload.not.found',
    });
    await useUploads(platform.services.db, owner, [first.uploadId, second.uploadId], 'test:1', 'images');
    // The same record may name them again (a resubmission); another record may not.
    await useUploads(platform.services.db, owner, [first.uploadId], 'test:1', 'images');
    await expect(useUploads(platform.services.db, owner, [second.uploadId], 'test:2', 'images')).rejects.toMatchObject({
      errorCode: 'upload.in.use',
    });
    await releaseUploads(platform.services.db, 'test:1', [first.uploadId]);
    await useUploads(platform.services.db, owner, [second.uploadId], 'test:2', 'images');
    const rows = await platform.services.db.select({ id: uploads.id, usedBy: uploads.usedBy }).from(uploads);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.usedBy]))).toEqual({
      [first.uploadId]: 'test:1',
      [second.uploadId]: 'test:2',
      [theirs.uploadId]: null,
    });
  });

  it('keeps the bytes in the table store when the platform has no data folder', async () => {
    expect(platform.services.uploads.kind).toBe('table');
    const stored = await uploadImage(platform, token, pngBytes(9));
    expect(Buffer.from((await platform.services.uploads.get(stored.uploadId))!).equals(pngBytes(9))).toBe(true);
  });
});

describe('folder upload store', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'playdeck-uploads-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('puts, gets and deletes bytes as files named by id, and never leaves the folder', async () => {
    const store = folderUploadStore(path.join(folder, 'uploads'));
    const id = 'AbCdEfGhIjKlMnOpQrStUv';
    expect(await store.get(id)).toBeNull();
    await store.put(id, pngBytes(5));
    expect(readdirSync(path.join(folder, 'uploads'))).toEqual([id]);
    expect(Buffer.from((await store.get(id))!).equals(pngBytes(5))).toBe(true);
    await expect(store.put(id, pngBytes(6))).rejects.toThrow();
    await store.delete(id);
    expect(await store.get(id)).toBeNull();
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/not an upload id/);
  });
});

describe('the upload store a platform uses', () => {
  const root = '/workspace';
  it('is the data folder with PGlite on disk, the table with PostgreSQL or in memory, unless told', () => {
    expect(loadPlatformConfig({ PLATFORM_DATA_DIR: '.data/platform' }, root).uploadsDir).toBe('/workspace/.data/platform/uploads');
    expect(loadPlatformConfig({ PLATFORM_DATA_DIR: 'memory' }, root).uploadsDir).toBeUndefined();
    expect(loadPlatformConfig({ DATABASE_URL: 'postgres://db/playdeck' }, root).uploadsDir).toBeUndefined();
    expect(loadPlatformConfig({ PLATFORM_DATA_DIR: '.data/platform', PLATFORM_UPLOAD_STORE: 'table' }, root).uploadsDir).toBeUndefined();
    expect(loadPlatformConfig({ DATABASE_URL: 'postgres://db/playdeck', PLATFORM_UPLOAD_STORE: 'folder' }, root).uploadsDir).toBe(
      '/workspace/.data/platform/uploads',
    );
    expect(() => loadPlatformConfig({ PLATFORM_DATA_DIR: 'memory', PLATFORM_UPLOAD_STORE: 'folder' }, root)).toThrow(
      /PLATFORM_UPLOAD_STORE/,
    );
  });
});
