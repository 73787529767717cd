import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { bannerArtSvg, BANNER_SIZE, type BannerPicture } from './banner-art';
import { gameTileSvg, TILE_SIZE, type TilePicture } from './game-tile-art';

/**
 * Bump when the drawing changes: it is part of every picture's key, so a new drawing gets new files and new
 * URLs (browsers keep the old ones for a year: they are served as immutable).
 */
export const ART_GENERATOR_VERSION = 1;

export type ArtPicture = ({ kind: 'banner' } & BannerPicture) | ({ kind: 'game' } & TilePicture);

export const ART_CONTENT_TYPE = 'image/webp';
// WebP at this quality keeps gradients smooth and text sharp at a few kB a tile and ~20 kB a banner.
const WEBP = { quality: 78, effort: 4 } as const;

/** The picture's key: its drawing's inputs and the generator's version. The same inputs give the same file on every machine. */
export function artKey(picture: ArtPicture): string {
  return createHash('sha256')
    .update(JSON.stringify([ART_GENERATOR_VERSION, picture]))
    .digest('hex')
    .slice(0, 32);
}

/** The short version a picture's URL carries, so a change of drawing or text is a new URL. */
export const artVersion = (picture: ArtPicture) => artKey(picture).slice(0, 12);

/** The picture as SVG, its text in outlines: what is rasterised. */
export function artSvg(picture: ArtPicture): string {
  return picture.kind === 'banner' ? bannerArtSvg(picture) : gameTileSvg(picture);
}

/** The size a picture is drawn at: its slot's (banners 750 × 300, tiles 200 × 200). */
export function artSize(picture: ArtPicture): { width: number; height: number } {
  return picture.kind === 'banner' ? BANNER_SIZE : { width: TILE_SIZE, height: TILE_SIZE };
}

/** Draws the picture: SVG (text already outlines) rasterised by sharp into WebP. */
export async function renderArt(picture: ArtPicture): Promise<Buffer> {
  return sharp(Buffer.from(artSvg(picture)))
    .webp(WEBP)
    .toBuffer();
}

export interface ArtStore {
  /** The picture's WebP bytes: from the folder when drawn before (by any process), else drawn now and kept. */
  image(picture: ArtPicture): Promise<Buffer>;
  /** Draws whichever of these pictures the folder does not hold yet, a few at a time. */
  warm(pictures: readonly ArtPicture[]): Promise<{ drawn: number; kept: number }>;
}

// One at a time: warming runs beside a start's first visitors (and CI's journeys) and must not take both cores.
const WARM_CONCURRENCY = 1;

/**
 * Pictures kept on disk by key, shared by every platform process and test run on the machine: a picture is
 * drawn once, however often the platform starts or seeds. A file is written whole under another name and
 * renamed, so a process reading it never sees half a file; two processes drawing the same picture write the
 * same bytes.
 */
export function diskArtStore(folder: string): ArtStore {
  const drawing = new Map<string, Promise<Buffer>>();
  const fileOf = (key: string) => path.join(folder, `${key}.webp`);

  async function draw(key: string, picture: ArtPicture): Promise<Buffer> {
    const bytes = await renderArt(picture);
    await mkdir(folder, { recursive: true });
    const partial = `${fileOf(key)}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, bytes);
    await rename(partial, fileOf(key));
    return bytes;
  }

  async function read(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(fileOf(key));
    } catch {
      return undefined;
    }
  }

  async function isKept(key: string): Promise<boolean> {
    return access(fileOf(key)).then(
      () => true,
      () => false,
    );
  }

  async function image(picture: ArtPicture): Promise<Buffer> {
    const key = artKey(picture);
    const kept = await read(key);
    if (kept) return kept;
    let pending = drawing.get(key);
    if (!pending) {
      pending = draw(key, picture).finally(() => drawing.delete(key));
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
        if (await isKept(artKey(picture))) kept++;
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
