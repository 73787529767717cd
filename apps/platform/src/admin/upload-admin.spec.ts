import { beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { signIn } from '../testing/sign-in';
import { jpegBytes, pngBytes } from '../uploads/testing/image-bytes';
import { uploadImage } from '../uploads/testing/upload-image';
import { parseCommand } from './cli';

describe('admin upload command line', () => {
  it('parses uploads and upload', () => {
    expect(parseCommand(['uploads', '--username', 'member01', '--merchant', 'LUCKYSTAR'])).toEqual({
      kind: 'uploads',
      username: 'member01',
      merchant: 'LUCKYSTAR',
    });
    expect(parseCommand(['upload', 'AbCdEfGhIjKlMnOpQrStUv', '--out', '/tmp/id.png'])).toEqual({
      kind: 'upload',
      id: 'AbCdEfGhIjKlMnOpQrStUv',
      out: '/tmp/id.png',
    });
    expect(() => parseCommand(['uploads'])).toThrow('uploads needs --username NAME');
    expect(parseCommand(['uploads', 'sweep'])).toEqual({ kind: 'uploads-sweep' });
    expect(() => parseCommand(['uploads', 'sweep', '--username', 'member01'])).toThrow(/uploads sweep/);
    expect(() => parseCommand(['uploads', 'sweep', 'now'])).toThrow('uploads sweep takes no now');
    expect(() => parseCommand(['uploads', 'clean'])).toThrow('uploads takes sweep or --username NAME, got clean');
    expect(() => parseCommand(['upload', 'AbCdEfGhIjKlMnOpQrStUv'])).toThrow('upload needs one upload id and --out FILE');
  });
});

describe('admin upload routes', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  it("lists a member's uploads and reads any of them, from this machine only", async () => {
    const { token } = await signIn(platform);
    const png = await uploadImage(platform, token, pngBytes(3));
    const elsewhere = await signIn(platform, 'member01', 'LUCKYSTAR');
    const jpeg = await uploadImage(platform, elsewhere.token, jpegBytes(), 'LUCKYSTAR');

    const listed = await platform.app.inject({
      method: 'GET',
      headers: adminHeaders(platform),
      url: '/__admin/uploads?username=member01&merchant=PLAYDECK',
    });
    expect(listed.json()).toEqual({
      success: true,
      value: [
        {
          id: png.uploadId,
          merchant: 'PLAYDECK',
          username: 'member01',
          contentType: 'image/png',
          size: png.size,
          usedBy: null,
          createdAt: expect.any(String),
        },
      ],
    });
    const read = await platform.app.inject({ method: 'GET', headers: adminHeaders(platform), url: `/__admin/uploads/${jpeg.uploadId}` });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(jpegBytes())).toBe(true);
    expect(read.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' });

    const remote = await platform.app.inject({
      method: 'GET',
      headers: adminHeaders(platform),
      url: `/__admin/uploads/${jpeg.uploadId}`,
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.rawPayload.equals(jpegBytes())).toBe(false);
    expect(
      (
        await platform.app.inject({ method: 'GET', headers: adminHeaders(platform), url: '/__admin/uploads/AbCdEfGhIjKlMnOpQrStUv' })
      ).json(),
    ).toMatchObject({
      errorCode: 'upload.not.found',
    });
  });
});
