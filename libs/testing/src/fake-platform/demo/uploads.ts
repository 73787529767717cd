import { UPLOAD_MAX_BYTES, type UploadedImage } from '@playdeck/api';
import { refuse, type Refusal } from '../answers';

/** A 1×1 grey PNG: what the fake platform answers for an uploaded image unless a test says otherwise. */
export const DEMO_UPLOAD_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNYAAAAogCh3I2xzAAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

let uploads = 0;

/** Upload ids as the platform makes them (22 URL-safe characters), numbered so a test can tell them apart. */
export const demoUploadId = (n: number) => `demoUpload${String(n).padStart(12, '0')}`;

/** The upload call as the platform judges it: by the bytes (png or jpg), at most 5 MB. */
export function demoUpload(body: unknown): UploadedImage | Refusal {
  const bytes = body instanceof Uint8Array ? body : DEMO_UPLOAD_PNG;
  if (bytes.length > UPLOAD_MAX_BYTES) return refuse('upload.too.large', { status: 413 });
  const contentType = startsWith(bytes, PNG) ? 'image/png' : startsWith(bytes, JPEG) ? 'image/jpeg' : null;
  if (!contentType) return refuse('upload.type.invalid', { status: 415 });
  uploads += 1;
  return { uploadId: demoUploadId(uploads), contentType, size: bytes.length };
}
