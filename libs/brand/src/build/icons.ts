import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { HtmlTagDescriptor } from 'vite';
import { drawSquareIcon, MASKABLE_INSET, PLAIN_INSET, pngInIco } from './draw-icon';
import type { LoadedBrand } from './load-brand';

/** Every icon a brand's build writes: its pixel size, its file's name, and whether a launcher may crop it (maskable). */
export const BRAND_ICONS = {
  favicon: { size: 32, name: 'favicon', maskable: false, inManifest: false },
  appleTouch: { size: 180, name: 'apple-touch-icon', maskable: false, inManifest: false },
  app192: { size: 192, name: 'icon-192', maskable: false, inManifest: true },
  app512: { size: 512, name: 'icon-512', maskable: false, inManifest: true },
  maskable512: { size: 512, name: 'icon-maskable-512', maskable: true, inManifest: true },
} as const;

export type BrandIconKey = keyof typeof BRAND_ICONS;

export interface BrandIconFile {
  key: BrandIconKey;
  /** The bundle's file, named by its content so it can be cached for good, e.g. assets/favicon-1a2b3c4d.png. */
  fileName: string;
  source: Buffer;
}

/** The name of the web app manifest in the bundle: fixed, so it is served no-cache like index.html. */
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';
/** The icon a browser asks the site's root for on its own (the bundle's root is served at /m/ and at /). */
export const FAVICON_ICO_FILE = 'favicon.ico';

const MIME: Record<string, string> = { '.png': 'image/png', '.svg': 'image/svg+xml', '.webp': 'image/webp' };

type IconSource = Pick<LoadedBrand, 'dir' | 'config'>;

/**
 * The brand's icons as bundle files: each one brand.json's `icons` names (an operator's own art), the others
 * drawn at build from the brand's logo on its header colour, as the logo is made to sit on the header.
 */
export async function brandIconFiles(brand: IconSource): Promise<BrandIconFile[]> {
  const logoAsset = brand.config.theme.images.logo;
  const logo = { extension: path.extname(logoAsset), content: readFileSync(path.join(brand.dir, logoAsset)) };
  const given: Partial<Record<BrandIconKey, string>> = brand.config.icons ?? {};
  return Promise.all(
    (Object.entries(BRAND_ICONS) as [BrandIconKey, (typeof BRAND_ICONS)[BrandIconKey]][]).map(async ([key, icon]) => {
      const asset = given[key];
      const source = asset
        ? readFileSync(path.join(brand.dir, asset))
        : await drawSquareIcon(logo, icon.size, brand.config.theme.colors.headerBackground, icon.maskable ? MASKABLE_INSET : PLAIN_INSET);
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      const name = asset ? path.parse(asset).name : icon.name;
      return { key, fileName: `assets/${name}-${hash}${asset ? path.extname(asset) : '.png'}`, source };
    }),
  );
}

/** /favicon.ico: the favicon at 32 px as PNG inside an .ico, whatever format the favicon itself is. */
export async function faviconIco(files: readonly BrandIconFile[]): Promise<Buffer> {
  const favicon = files.find((file) => file.key === 'favicon');
  if (!favicon) throw new Error('brandIconFiles always yields a favicon');
  const size = BRAND_ICONS.favicon.size;
  const png = await sharp(favicon.source, { density: 300 })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return pngInIco(png, size);
}

const mimeOf = (file: BrandIconFile) => MIME[path.extname(file.fileName)] ?? 'image/png';

/** <head> links to the favicon, iOS's home-screen icon and the web app manifest. */
export function brandIconTags(files: readonly BrandIconFile[], base: string): HtmlTagDescriptor[] {
  const byKey = new Map(files.map((file) => [file.key, file]));
  const tags: HtmlTagDescriptor[] = [];
  const favicon = byKey.get('favicon');
  if (favicon)
    tags.push({ tag: 'link', attrs: { rel: 'icon', href: `${base}${favicon.fileName}`, type: mimeOf(favicon) }, injectTo: 'head' });
  const appleTouch = byKey.get('appleTouch');
  if (appleTouch) tags.push({ tag: 'link', attrs: { rel: 'apple-touch-icon', href: `${base}${appleTouch.fileName}` }, injectTo: 'head' });
  tags.push({ tag: 'link', attrs: { rel: 'manifest', href: `${base}${WEB_MANIFEST_FILE}` }, injectTo: 'head' });
  return tags;
}

/**
 * The web app manifest: the brand's name, colours and app icons (one a launcher may crop), opening standalone
 * at the app's base. `lang`: the html lang of the brand's default language (LoadedBrand.htmlLang).
 */
export function brandWebManifest(config: LoadedBrand['config'], files: readonly BrandIconFile[], base: string, lang: string): string {
  const icons = files
    .filter((file) => BRAND_ICONS[file.key].inManifest)
    .map((file) => ({
      src: `${base}${file.fileName}`,
      sizes: `${BRAND_ICONS[file.key].size}x${BRAND_ICONS[file.key].size}`,
      type: mimeOf(file),
      purpose: BRAND_ICONS[file.key].maskable ? 'maskable' : 'any',
    }));
  const manifest = {
    id: base,
    name: config.name,
    short_name: config.name,
    lang,
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: config.theme.colors.background,
    theme_color: config.theme.colors.headerBackground,
    icons,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
