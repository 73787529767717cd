import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@playdeck/api';
import { eq } from 'drizzle-orm';
import { merchants, uploadContents, uploads } from '../db/schema';
import { signIn } from '../testing/sign-in';
import { kycFields } from '../modules/kyc/testing/kyc-fields';
import type { PlatformServices } from '../services';
import { callPlatform, valueOf } from '../testing/call-platform';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { folderUploadStore } from './folder-upload-store';
import { sweepUnusedUploads, UNUSED_UPLOAD_TTL_MS, type SweepResult } from './sweep-unused';
import { startUploadSweeper } from './upload-sweeper';
import { pngBytes } from './testing/image-bytes';
import { storeUpload, useUploads } from './uploads';

const folder = mkdtempSync(path.join(tmpdir(), 'playdeck-sweep-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The platform's services with the bytes in a folder (the test platform's own store is the table). */
let folders = 0;
const withFolderStore = (services: PlatformServices): PlatformServices => ({
  ...services,
  uploads: folderUploadStore(path.join(folder, `uploads-${(folders += 1)}`)),
});

describe.each([
  ['table', (services: PlatformServices) => services],
  ['folder', withFolderStore],
] as const)('the sweep of unused uploads on the %s store', (kind, servicesFor) => {
  let platform: TestPlatform;
  let services: PlatformServices;
  let member: { token: string; memberId: number };
  let owner: { merchantId: number; memberId: number };
  beforeEach(async () => {
    platform = await resetTestPlatform();
    services = servicesFor(platform.services);
    member = await signIn(platform);
    owner = { merchantId: await merchantIdOf(platform), memberId: member.memberId };
  });

  const keep = (seed: number) => storeUpload(services, owner, pngBytes(seed));

  it('deletes the rows and bytes no record used within 24 hours, and keeps those a KYC uses and the younger ones', async () => {
    expect(services.uploads.kind).toBe(kind);
    const used = { idFront: await keep(1), idBack: await keep(2), selfie: await keep(3) };
    const unused = await keep(4);
    valueOf(
      await callPlatform(platform, contract.kyc.submit, {
        token: member.token,
        body: {
          ...kycFields,
          documents: { idFront: used.idFront.uploadId, idBack: used.idBack.uploadId, selfie: used.selfie.uploadId },
        },
      }),
    );
    platform.clock.advance(UNUSED_UPLOAD_TTL_MS - 60_000);
    const younger = await keep(5);
    expect(await sweepUnusedUploads(services)).toEqual({ deleted: 0, bytes: 0, stray: 0 });

    platform.clock.advance(60_001);
    expect(await sweepUnusedUploads(services)).toEqual({ deleted: 1, bytes: unused.size, stray: 0 });
    const left = await platform.services.db.select({ id: uploads.id, usedBy: uploads.usedBy }).from(uploads);
    expect(left.map((row) => row.id).sort()).toEqual(
      [used.idFront.uploadId, used.idBack.uploadId, used.selfie.uploadId, younger.uploadId].sort(),
    );
    expect(await services.uploads.get(unused.uploadId)).toBeNull();
    for (const kept of [...Object.values(used), younger]) expect(await services.uploads.get(kept.uploadId)).not.toBeNull();
    if (kind === 'folder') expect(readdirSync(path.join(folder, `uploads-${folders}`))).not.toContain(unused.uploadId);
    if (kind === 'table') {
      expect(await platform.services.db.select().from(uploadContents).where(eq(uploadContents.uploadId, unused.uploadId))).toEqual([]);
    }

    platform.clock.advance(UNUSED_UPLOAD_TTL_MS);
    expect((await sweepUnusedUploads(services)).deleted).toBe(1);
    expect(await services.uploads.get(younger.uploadId)).toBeNull();
    // The KYC's images stay however old they are.
    expect(await platform.services.db.select().from(uploads)).toHaveLength(3);
  });
});

async function merchantIdOf(platform: TestPlatform): Promise<number> {
  const [merchant] = await platform.services.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'PLAYDECK'));
  return merchant!.id;
}

describe('the folder store after a sweep cut short', () => {
  it('deletes old bytes whose row is gone and old leftovers of unfinished writes, and nothing younger or with a row', async () => {
    const platform = await resetTestPlatform();
    const services = withFolderStore(platform.services);
    const where = path.join(folder, `uploads-${folders}`);
    const { memberId } = await signIn(platform);
    const kept = await storeUpload(services, { merchantId: await merchantIdOf(platform), memberId }, pngBytes(11));
    await services.uploads.put('StrayStrayStrayStray01', pngBytes(12));
    await services.uploads.put('StrayStrayStrayStray02', pngBytes(13));
    writeFileSync(path.join(where, 'StrayStrayStrayStray01.a1b2c3.partial'), pngBytes(14));
    const dayAgo = new Date(Date.now() - UNUSED_UPLOAD_TTL_MS - 60_000);
    for (const name of [kept.uploadId, 'StrayStrayStrayStray01', 'StrayStrayStrayStray01.a1b2c3.partial']) {
      utimesSync(path.join(where, name), dayAgo, dayAgo);
    }
    await useUploads(platform.services.db, { merchantId: await merchantIdOf(platform), memberId }, [kept.uploadId], 'test:1', 'x');
    expect(await sweepUnusedUploads(services)).toEqual({ deleted: 0, bytes: 0, stray: 1 });
    expect(readdirSync(where).sort()).toEqual([kept.uploadId, 'StrayStrayStrayStray02'].sort());
  });
});

describe('the admin command and route that sweep', () => {
  it('delete the unused uploads older than 24 hours at once and say how many', async () => {
    const platform = await resetTestPlatform();
    const { memberId } = await signIn(platform);
    const stored = await storeUpload(platform.services, { merchantId: await merchantIdOf(platform), memberId }, pngBytes(7));
    platform.clock.advance(UNUSED_UPLOAD_TTL_MS + 1);
    const swept = await platform.app.inject({ method: 'POST', headers: adminHeaders(platform), url: '/__admin/uploads/sweep' });
    expect(swept.json()).toEqual({ success: true, value: { deleted: 1, bytes: stored.size, stray: 0 } });
    expect(await platform.services.uploads.get(stored.uploadId)).toBeNull();
    const remote = await platform.app.inject({
      method: 'POST',
      headers: adminHeaders(platform),
      url: '/__admin/uploads/sweep',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
  });
});

describe('the sweeper the platform starts', () => {
  it('sweeps soon after the start and then every interval, one sweep at a time, and stops with the platform', async () => {
    const platform = await resetTestPlatform();
    const { memberId } = await signIn(platform);
    const owner = { merchantId: await merchantIdOf(platform), memberId };
    const first = await storeUpload(platform.services, owner, pngBytes(8));
    platform.clock.advance(UNUSED_UPLOAD_TTL_MS + 1);
    const swept: SweepResult[] = [];
    const failures: unknown[] = [];
    const sweeper = startUploadSweeper(
      platform.services,
      30,
      (_message, error) => failures.push(error),
      (result) => swept.push(result),
    );
    await vi.waitFor(() => expect(swept[0]).toEqual({ deleted: 1, bytes: first.size, stray: 0 }), { timeout: 5_000 });
    const second = await storeUpload(platform.services, owner, pngBytes(9));
    platform.clock.advance(UNUSED_UPLOAD_TTL_MS + 1);
    await vi.waitFor(() => expect(swept).toContainEqual({ deleted: 1, bytes: second.size, stray: 0 }), { timeout: 5_000 });
    await sweeper.stop();
    const sweeps = swept.length;
    const third = await storeUpload(platform.services, owner, pngBytes(10));
    platform.clock.advance(UNUSED_UPLOAD_TTL_MS + 1);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(swept).toHaveLength(sweeps);
    expect(await platform.services.uploads.get(third.uploadId)).not.toBeNull();
    expect(failures).toEqual([]);
  });

  it('never runs when its interval is 0', async () => {
    const platform = await resetTestPlatform();
    const swept: SweepResult[] = [];
    const sweeper = startUploadSweeper(
      platform.services,
      0,
      () => {},
      (result) => swept.push(result),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sweeper.stop();
    expect(swept).toEqual([]);
  });
});
