import { contract, uploadedImagePath, type UploadedImage } from '@playdeck/api';
import { callPlatform, valueOf } from '../../testing/call-platform';
import type { TestPlatform } from '../../testing/test-platform';

/** Uploads an image as the app does and answers its id; fails the test when refused. */
export async function uploadImage(platform: TestPlatform, token: string, bytes: Uint8Array, merchant = 'PLAYDECK'): Promise<UploadedImage> {
  return valueOf(
    await callPlatform(platform, contract.uploads.image, { token, merchant, body: bytes, headers: { 'content-type': 'image/png' } }),
  );
}

/** GETs an uploaded image's bytes as the app does. */
export function readUploaded(platform: TestPlatform, token: string, uploadId: string, merchant = 'PLAYDECK') {
  return platform.app.inject({ method: 'GET', url: uploadedImagePath(uploadId), headers: { merchant, authorization: token } });
}
