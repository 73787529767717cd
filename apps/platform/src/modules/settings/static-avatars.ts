import { encodeRgbPng } from '../../security/png';

/** The static avatars a member may pick (spec Avatar: id plus ".png"). */
export const STATIC_AVATAR_COUNT = 12;
export const STATIC_AVATARS: readonly string[] = Array.from({ length: STATIC_AVATAR_COUNT }, (_, index) => `${index + 1}.png`);

export const isStaticAvatar = (avatar: string) => STATIC_AVATARS.includes(avatar);

const SIZE = 128;
type Rgb = readonly [number, number, number];

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const segment = (hue / 60) % 6;
  const x = chroma * (1 - Math.abs((segment % 2) - 1));
  const [r, g, b] =
    segment < 1
      ? [chroma, x, 0]
      : segment < 2
        ? [x, chroma, 0]
        : segment < 3
          ? [0, chroma, x]
          : segment < 4
            ? [0, x, chroma]
            : segment < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const m = lightness - chroma / 2;
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

/**
 * A face drawn from the avatar's number alone, so the same id is always the same picture: a background
 * hue, a face, eyes, a smile and one of three hair shapes.
 */
export function staticAvatarPng(id: number): Buffer {
  const background = hslToRgb((id * 137) % 360, 0.55, 0.45);
  const face = hslToRgb((30 + id * 11) % 60, 0.6, 0.78);
  const hair = hslToRgb((id * 53) % 360, 0.5, 0.25);
  const ink: Rgb = [40, 32, 28];
  const pixels = new Uint8Array(SIZE * SIZE * 3);
  const centre = SIZE / 2;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const dx = x - centre;
      const dy = y - centre - 6;
      const inFace = dx * dx + dy * dy <= 40 * 40;
      const inHair = (() => {
        switch (id % 3) {
          case 0:
            return dx * dx + (dy + 18) * (dy + 18) <= 40 * 40 && dy < -18;
          case 1:
            return (dx + 30) ** 2 + (dy + 34) ** 2 <= 14 * 14 || (dx - 30) ** 2 + (dy + 34) ** 2 <= 14 * 14;
          default:
            return dy < -30 && dy > -50 && Math.abs(dx) < 36;
        }
      })();
      const eye = (dx + 14) ** 2 + (dy + 6) ** 2 <= 25 || (dx - 14) ** 2 + (dy + 6) ** 2 <= 25;
      const smileRadius = Math.sqrt(dx * dx + (dy - 4) * (dy - 4));
      const smile = dy > 10 && smileRadius > 17 && smileRadius < 21;
      const colour = inHair ? hair : inFace ? (eye || smile ? ink : face) : background;
      pixels.set(colour, (y * SIZE + x) * 3);
    }
  }
  return encodeRgbPng(SIZE, SIZE, pixels);
}
