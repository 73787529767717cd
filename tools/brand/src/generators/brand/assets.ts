import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tree } from '@nx/devkit';
import sharp from 'sharp';
import type { ThemeColors } from '@playdeck/brand/schema';
import { shadeAwayFrom } from './derive-theme';

export interface Logo {
  /** Where it was read from, as the operator gave it. */
  given: string;
  extension: '.svg' | '.png';
  content: Buffer;
}

/** Thrown for a logo the generator cannot use; the message names the option and what is allowed. */
export class LogoError extends Error {}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function readLogoFile(tree: Tree, given: string): Buffer {
  // A workspace path (also what tests use), else a path from where the operator ran npm (INIT_CWD) or absolute.
  if (!path.isAbsolute(given) && tree.exists(given) && tree.isFile(given)) return tree.read(given)!;
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (!existsSync(file))
    throw new LogoError(`--logo: cannot read "${given}": there is no such file; give the path of your logo, an .svg or .png file`);
  try {
    return readFileSync(file);
  } catch (error) {
    throw new LogoError(
      `--logo: cannot read "${given}" (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); give a readable .svg or .png file`,
    );
  }
}

/** Reads and checks the operator's logo: an .svg or .png that really is one and that renders. */
export async function readLogo(tree: Tree, given: string): Promise<Logo> {
  const extension = path.extname(given).toLowerCase();
  if (extension !== '.svg' && extension !== '.png') {
    throw new LogoError(`--logo: "${given}" is not an .svg or .png file; give your logo as SVG (best) or PNG`);
  }
  const content = readLogoFile(tree, given);
  const looksRight =
    extension === '.png' ? content.subarray(0, 8).equals(PNG_SIGNATURE) : /<svg[\s>]/.test(content.subarray(0, 4096).toString('utf8'));
  const kind = extension === '.png' ? 'PNG' : 'SVG';
  if (!looksRight)
    throw new LogoError(`--logo: "${given}" is not ${kind === 'PNG' ? 'a PNG' : 'an SVG'} image; give a real .svg or .png file`);
  try {
    const meta = await sharp(content).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
  } catch (error) {
    throw new LogoError(`--logo: "${given}" is not a readable ${kind} image (${(error as Error).message}); give a valid .svg or .png file`);
  }
  return { given, extension, content };
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

function gradient(colors: ThemeColors): string {
  const to = shadeAwayFrom(colors.headerBackground, colors.headerText);
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.headerBackground}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="750" height="300" fill="url(#g)"/>`;
}

/** Home's first carousel slide (750 × 300): the brand's name on its header colours; replace it with your own art. */
export function heroBannerSvg(name: string, colors: ThemeColors): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">${gradient(colors)}<circle cx="640" cy="60" r="120" fill="${colors.secondary}" opacity="0.35"/><text x="48" y="140" font-family="Arial, sans-serif" font-size="52" font-weight="700" fill="${colors.headerText}">${escapeXml(name)}</text><text x="48" y="196" font-family="Arial, sans-serif" font-size="28" fill="${colors.headerText}">Slots · Live · Sports · Lottery</text></svg>\n`;
}

/** The banner shown while a banner image loads or when it fails. */
export function defaultBannerSvg(name: string, colors: ThemeColors): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">${gradient(colors)}<text x="375" y="165" text-anchor="middle" font-family="Arial, sans-serif" font-size="44" font-weight="700" fill="${colors.headerText}">${escapeXml(name)}</text></svg>\n`;
}

/** The tile shown for a game without a picture. */
export function defaultGameSvg(colors: ThemeColors): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" rx="24" fill="${colors.surfaceAlt}"/><rect x="60" y="60" width="80" height="80" rx="16" fill="${colors.primary}"/><circle cx="85" cy="85" r="8" fill="${colors.onPrimary}"/><circle cx="115" cy="115" r="8" fill="${colors.onPrimary}"/></svg>\n`;
}
