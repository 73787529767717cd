// Comparing a picture with its baseline, pixel by pixel, and drawing where they differ.
import sharp from 'sharp';

/**
 * Rendering noise: Chromium's software raster sometimes moves an anti-aliased edge by a step or two of one channel
 * between runs (up to 5 seen, on up to 200 pixels of a picture). A pixel that moved by more than NOISE_STEP in a
 * channel is a change; so are more than NOISE_PIXELS pixels that moved at all, so a colour token nudged by a single
 * step is still caught wherever it paints an area (a one-step change of lucky's primary moved 18,522 pixels of its
 * login screen).
 */
export const NOISE_STEP = 8;
export const NOISE_PIXELS = 1000;
/** RGBA pixels of a PNG. */
export async function decodePng(png) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Small lossless PNG of RGBA pixels or of another PNG (what baselines and report pictures are written as). A PNG
 * goes through its raw pixels: re-encoding it directly would apply the colour profile Chromium tags it with, and
 * the baseline would no longer hold the pixels it is compared by.
 */
export async function encodePng(input) {
  const { data, width, height } = Buffer.isBuffer(input) ? await decodePng(input) : input;
  // No `effort` or `palette`: either makes sharp quantise colours. Screenshots are opaque, so RGB loses nothing.
  return sharp(data, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

const channel = (image, x, y, offset) => (x < image.width && y < image.height ? image.data[(y * image.width + x) * 4 + offset] : -1);

/**
 * Pixels that differ between two images (outside the smaller image every pixel differs): `changed` those that
 * moved by more than `step` in a channel, `moved` all that moved at all; and a diff picture over the union of
 * both sizes: changed pixels red, slightly moved ones orange, the rest a faint grey copy of the baseline.
 */
export function diffImages(baseline, actual, step = NOISE_STEP) {
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const data = Buffer.alloc(width * height * 4);
  let changed = 0;
  let moved = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let delta = 0;
      for (let offset = 0; offset < 4; offset++) {
        const a = channel(baseline, x, y, offset);
        const b = channel(actual, x, y, offset);
        delta = Math.max(delta, a < 0 || b < 0 ? 255 : Math.abs(a - b));
      }
      const at = (y * width + x) * 4;
      if (delta > 0) moved++;
      if (delta > step) changed++;
      if (delta > 0) {
        data[at] = 255;
        data[at + 1] = delta > step ? 0 : 150;
        data[at + 2] = delta > step ? 64 : 0;
      } else {
        const grey = (channel(baseline, x, y, 0) * 0.3 + channel(baseline, x, y, 1) * 0.59 + channel(baseline, x, y, 2) * 0.11) | 0;
        const faint = 255 - ((255 - grey) >> 2);
        data[at] = data[at + 1] = data[at + 2] = faint;
      }
      data[at + 3] = 255;
    }
  }
  return { changed, moved, diff: { data, width, height } };
}

/** Whether two pictures count as the same: same size, no pixel changed, at most NOISE_PIXELS moved slightly. */
export function sameImages(baseline, actual) {
  if (baseline.width !== actual.width || baseline.height !== actual.height) return false;
  if (baseline.data.equals(actual.data)) return true;
  const { changed, moved } = diffImages(baseline, actual);
  return changed === 0 && moved <= NOISE_PIXELS;
}

/** A picture against its baseline PNG: equal, or the number of changed pixels and a diff PNG. */
export async function comparePng(baselinePng, actualPng) {
  const [baseline, actual] = await Promise.all([decodePng(baselinePng), decodePng(actualPng)]);
  if (sameImages(baseline, actual)) return { equal: true };
  const { changed, moved, diff } = diffImages(baseline, actual);
  return {
    equal: false,
    changed: Math.max(changed, moved),
    sizes: { baseline: [baseline.width, baseline.height], actual: [actual.width, actual.height] },
    diffPng: await encodePng(diff),
  };
}
