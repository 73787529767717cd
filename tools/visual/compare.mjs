// Comparing a picture with its baseline, pixel by pixel, and drawing where they differ.
import sharp from 'sharp';

/**
 * How far a channel may move before a pixel counts as changed (0-255). Rendering here is software-only and the
 * fonts are pinned, so runs match exactly; a colour token moved by one step in one channel is still caught.
 */
export const CHANNEL_TOLERANCE = 0;

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
 * Pixels that differ between two images (any channel by more than `tolerance`; outside the smaller image every
 * pixel differs), and a diff picture over the union of both sizes: changed pixels red, the rest a faint grey
 * copy of the baseline so the eye finds where they are.
 */
export function diffImages(baseline, actual, tolerance = CHANNEL_TOLERANCE) {
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const data = Buffer.alloc(width * height * 4);
  let changed = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let differs = false;
      for (let offset = 0; offset < 4 && !differs; offset++) {
        const a = channel(baseline, x, y, offset);
        const b = channel(actual, x, y, offset);
        differs = a < 0 || b < 0 || Math.abs(a - b) > tolerance;
      }
      const at = (y * width + x) * 4;
      if (differs) {
        changed++;
        data[at] = 255;
        data[at + 1] = 0;
        data[at + 2] = 64;
      } else {
        const grey = (channel(baseline, x, y, 0) * 0.3 + channel(baseline, x, y, 1) * 0.59 + channel(baseline, x, y, 2) * 0.11) | 0;
        const faint = 255 - ((255 - grey) >> 2);
        data[at] = data[at + 1] = data[at + 2] = faint;
      }
      data[at + 3] = 255;
    }
  }
  return { changed, diff: { data, width, height } };
}

/** Whether two images are the same (size and every pixel), without building a diff picture. */
export function sameImages(baseline, actual, tolerance = CHANNEL_TOLERANCE) {
  if (baseline.width !== actual.width || baseline.height !== actual.height) return false;
  if (tolerance === 0) return baseline.data.equals(actual.data);
  for (let index = 0; index < baseline.data.length; index++)
    if (Math.abs(baseline.data[index] - actual.data[index]) > tolerance) return false;
  return true;
}

/** A picture against its baseline PNG: equal, or the number of changed pixels and a diff PNG. */
export async function comparePng(baselinePng, actualPng, tolerance = CHANNEL_TOLERANCE) {
  const [baseline, actual] = await Promise.all([decodePng(baselinePng), decodePng(actualPng)]);
  if (sameImages(baseline, actual, tolerance)) return { equal: true };
  const { changed, diff } = diffImages(baseline, actual, tolerance);
  return {
    equal: false,
    changed,
    sizes: { baseline: [baseline.width, baseline.height], actual: [actual.width, actual.height] },
    diffPng: await encodePng(diff),
  };
}
