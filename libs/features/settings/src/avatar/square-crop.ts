/** The largest side an uploaded avatar has (spec: cropped and resized in the browser before upload). */
export const AVATAR_MAX_SIDE = 256;

export interface SquareCrop {
  /** The square of the source taken: left, top and side, in source pixels. */
  sourceX: number;
  sourceY: number;
  sourceSide: number;
  /** The side of the picture drawn from it: the source side, at most `maxSide`. */
  targetSide: number;
}

/**
 * The square to cut from a `width` × `height` picture: as large as the shorter side, placed along the
 * longer side by `focus` (0 start, 0.5 centre, 1 end), and drawn at most `maxSide` pixels wide (never enlarged).
 */
export function squareCrop(width: number, height: number, { focus = 0.5, maxSide = AVATAR_MAX_SIDE } = {}): SquareCrop {
  if (!(width > 0 && height > 0)) throw new RangeError('a picture has a positive width and height');
  const side = Math.floor(Math.min(width, height));
  const along = Math.min(1, Math.max(0, focus));
  const offset = (length: number) => Math.round((Math.floor(length) - side) * along);
  return {
    sourceX: offset(width),
    sourceY: offset(height),
    sourceSide: side,
    targetSide: Math.max(1, Math.min(side, Math.floor(maxSide))),
  };
}
