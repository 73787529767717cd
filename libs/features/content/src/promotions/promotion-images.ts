import { PROMOTION_IMAGE } from '@playdeck/api/early';

interface SequencedImage {
  url: string;
  sequence: number;
}

/** The URL of the image with `sequence`, or undefined when the promotion has none (the caller's fallback shows). */
function imageOf(images: readonly SequencedImage[] | undefined, sequence: number): string | undefined {
  const url = images?.find((image) => image.sequence === sequence)?.url.trim();
  return url || undefined;
}

/** Sequence 1: the list card. */
export const cardImageOf = (images: readonly SequencedImage[] | undefined) => imageOf(images, PROMOTION_IMAGE.card);

/** Sequence 2: the detail banner (spec section 2). */
export const bannerImageOf = (images: readonly SequencedImage[] | undefined) => imageOf(images, PROMOTION_IMAGE.banner);
