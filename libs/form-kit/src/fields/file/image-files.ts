import type { FieldMessage } from '../../schema/field-message';

/** Spec sections 5 and 9: png or jpg images, at most 5 MB each, at most 3. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 3;

export type ImageType = 'image/png' | 'image/jpeg';

/** A file whose first bytes say png or jpg; only `checkImageFile` makes one. */
export interface CheckedImage {
  readonly file: File;
  readonly type: ImageType;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

function readHead(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/** The image type by content (magic bytes), whatever the name or the browser's guess says; null when neither. */
export async function sniffImageType(file: Blob): Promise<ImageType | null> {
  const head = await readHead(file, PNG.length);
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  return null;
}

export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; message: FieldMessage };

/** Size first (no need to read a file that is too big), then content. */
export async function checkImageFile(file: File, maxBytes = MAX_IMAGE_BYTES): Promise<ImageCheck> {
  if (file.size > maxBytes) return { ok: false, message: { key: 'form_file_size', params: { mb: maxBytes / (1024 * 1024) } } };
  const type = await sniffImageType(file);
  return type ? { ok: true, image: { file, type } } : { ok: false, message: { key: 'form_file_type' } };
}

/**
 * Adds picked files to those already chosen: each checked, the rest refused once `max` is reached. Answers
 * the images to keep and the first refusal's message, if any.
 */
export async function addImages(
  chosen: readonly CheckedImage[],
  picked: readonly File[],
  { max = MAX_IMAGES, maxBytes = MAX_IMAGE_BYTES }: { max?: number; maxBytes?: number } = {},
): Promise<{ images: CheckedImage[]; refusal: FieldMessage | null }> {
  const images = [...chosen];
  let refusal: FieldMessage | null = null;
  for (const file of picked) {
    if (images.length >= max) {
      refusal ??= { key: 'form_file_count', params: { max } };
      break;
    }
    const check = await checkImageFile(file, maxBytes);
    if (check.ok) images.push(check.image);
    else refusal ??= check.message;
  }
  return { images, refusal };
}
