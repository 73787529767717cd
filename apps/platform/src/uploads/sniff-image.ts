import type { UploadImageType } from '@playdeck/api';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// SOI then the first marker's 0xFF: every JPEG (JFIF, Exif, raw) starts so.
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length > signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The image type the bytes' magic numbers say, or null: a name or a Content-Type header is never asked. */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return null;
}
