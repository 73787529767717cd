import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { appIconSvg, type AppIconPicture } from '../images/app-icon-svg';
import { teamSvg, type TeamPicture } from '../images/team-svg';
import { vendorIconSvg, type VendorIconPicture } from '../../games/icons/icon-svg';
import { bannerArtSvg, type BannerPicture } from './banner-art';
import { gameTileSvg, type TilePicture } from './game-tile-art';

/**
 * Bump when the drawing changes: it is part of every picture's key, so a new drawing gets new files and new
 * URLs (browsers keep the old ones for a year: they are served as immutable).
 */
export const ART_GENERATOR_VERSION = 1;

export type ArtPicture =
  | ({ kind: 'banner' } & BannerPicture)
  | ({ kind: 'game' } & TilePicture)
  | ({ kind: 'team' } & TeamPicture)
  | ({ kind: 'vendor' } & VendorIconPicture)
  | ({ kind: 'appIcon' } & AppIconPicture);

/**
 * How a picture is encoded. Vendor icons are PNG because operators' icon CDNs name them `.png` and the client
 * builds those names; everything else is WebP. Never SVG: an SVG `<img>` is a document parsed on the page's
 * main thread, a raster is decoded off it (issue 31).
 */
export function artFormat(picture: ArtPicture): { extension: 'webp' | 'png'; contentType: string } {
  return picture.kind === 'vendor' ? { extension: 'png', contentType: 'image/png' } : { extension: 'webp', contentType: 'image/webp' };
}
// WebP at this quality keeps gradients smooth and text sharp at a few kB a tile and ~20 kB a banner.
const WEBP = { quality: 78, effort: 4 } as const;
// Flat icons: a palette PNG is a few kB.
const PNG = { palette: true, compressionLevel: 9 } as const;

/** The picture's key: its drawing's inputs and the generator's version. The same inputs give the same file on every machine. */
export function artKey(picture: ArtPicture): string {
  return createHash('sha256')
    .update(JSON.stringify([ART_GENERATOR_VERSION, picture]))
    .digest('hex')
    .slice(0, 32);
}

/** The short version a picture's URL carries, so a change of drawing or text is a new URL. */
export const artVersion = (picture: ArtPicture) => artKey(picture).slice(0, 12);

/** How each kind of picture is drawn, at its slot's size (banners 750 × 300, tiles 200 × 200, crests 120, vendor icons 280 × 120, the app icon 192). */
const DRAWINGS: { [Kind in ArtPicture['kind']]: (picture: Extract<ArtPicture, { kind: Kind }>) => string } = {
  banner: bannerArtSvg,
  game: gameTileSvg,
  team: teamSvg,
  vendor: vendorIconSvg,
  appIcon: appIconSvg,
};

/** The picture as SVG, its text in outlines: what is rasterised. */
export const artSvg = (picture: ArtPicture): string => (DRAWINGS[picture.kind] as (picture: ArtPicture) => string)(picture);

/** Draws the picture: SVG (text already outlines) rasterised by sharp into its format. */
export async function renderArt(picture: ArtPicture): Promise<Buffer> {
  const image = sharp(Buffer.from(artSvg(picture)));
  return (artFormat(picture).extension === 'png' ? image.png(PNG) : image.webp(WEBP)).toBuffer();
}

export interface ArtStore {
  /** The picture's bytes (in its format): from the folder when drawn before (by any process), else drawn now and kept. */
  image(picture: ArtPicture): Promise<Buffer>;
  /** Draws whichever of these pictures the folder does not hold yet, a few at a time. */
  warm(pictures: readonly ArtPicture[]): Promise<{ drawn: number; kept: number }>;
}

// One at a time: warming runs beside a start's first visitors (and CI's journeys) and must not take both cores.
const WARM_CONCURRENCY = 1;
/**
 * Pictures drawn at once on demand: a screen asks for a dozen at a time (vendor icons, game tiles), and each draw
 * holds one of libuv's four threads, which the platform's file reads and password hashing also wait for.
 */
export const DRAW_CONCURRENCY = 2;

/** Runs at most `limit` of the tasks given to it at once, the rest in the order they came. */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/**
 * Pictures kept on disk by key, shared by every platform process and test run on the machine: a picture is
 * drawn once, however often the platform starts or seeds. A file is written whole under another name and
 * renamed, so a process reading it never sees half a file; two processes drawing the same picture write the
 * same bytes.
 */
export function diskArtStore(folder: string): ArtStore {
  const drawing = new Map<string, Promise<Buffer>>();
  const drawSlot = concurrencyLimit(DRAW_CONCURRENCY);
  const fileOf = (key: string, picture: ArtPicture) => path.join(folder, `${key}.${artFormat(picture).extension}`);

  async function draw(key: string, picture: ArtPicture): Promise<Buffer> {
    const bytes = await renderArt(picture);
    await mkdir(folder, { recursive: true });
    const partial = `${fileOf(key, picture)}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, bytes);
    await rename(partial, fileOf(key, picture));
    return bytes;
  }

  async function read(key: string, picture: ArtPicture): Promise<Buffer | undefined> {
    try {
      return await readFile(fileOf(key, picture));
    } catch {
      return undefined;
    }
  }

  async function isKept(key: string, picture: ArtPicture): Promise<boolean> {
    return access(fileOf(key, picture)).then(
      () => true,
      () => false,
    );
  }

  async function image(picture: ArtPicture): Promise<Buffer> {
    const key = artKey(picture);
    const kept = await read(key, picture);
    if (kept) return kept;
    let pending = drawing.get(key);
    if (!pending) {
      pending = drawSlot(() => draw(key, picture)).finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  }

  async function warm(pictures: readonly ArtPicture[]) {
    const queue = [...new Map(pictures.map((picture) => [artKey(picture), picture])).values()];
    let drawn = 0;
    let kept = 0;
    async function worker() {
      for (let picture = queue.shift(); picture; picture = queue.shift()) {
        if (await isKept(artKey(picture), picture)) kept++;
        else {
          await image(picture);
          drawn++;
        }
      }
    }
    await Promise.all(Array.from({ length: WARM_CONCURRENCY }, worker));
    return { drawn, kept };
  }

  return { image, warm };
}
