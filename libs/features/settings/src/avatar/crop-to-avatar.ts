import { squareCrop } from './square-crop';

/** The file type a cropped avatar is sent as: PNG keeps a drawing's edges and transparency, JPEG keeps a photo small. */
export type AvatarFileType = 'image/png' | 'image/jpeg';

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch {
    throw new AvatarImageUnreadable();
  }
}

/** The browser could not decode the picked file as a picture. */
export class AvatarImageUnreadable extends Error {
  constructor() {
    super('the picture could not be decoded');
    this.name = 'AvatarImageUnreadable';
  }
}

/**
 * Crops a picked photo to its centre square and draws it at most 256 pixels wide on a canvas, then answers
 * the new file (same type as the source), ready for upload.
 */
export async function cropToAvatar(file: Blob, type: AvatarFileType, focus = 0.5): Promise<File> {
  const bitmap = await decode(file);
  try {
    const crop = squareCrop(bitmap.width, bitmap.height, { focus });
    const canvas = document.createElement('canvas');
    canvas.width = crop.targetSide;
    canvas.height = crop.targetSide;
    const context = canvas.getContext('2d');
    if (!context) throw new AvatarImageUnreadable();
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, crop.sourceX, crop.sourceY, crop.sourceSide, crop.sourceSide, 0, 0, crop.targetSide, crop.targetSide);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
    if (!blob) throw new AvatarImageUnreadable();
    return new File([blob], type === 'image/png' ? 'avatar.png' : 'avatar.jpg', { type });
  } finally {
    bitmap.close();
  }
}
