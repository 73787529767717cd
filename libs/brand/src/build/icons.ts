import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HtmlTagDescriptor } from 'vite';
import type { BrandConfig } from '../schema';
import type { LoadedBrand } from './load-brand';

export type BrandIconKey = keyof NonNullable<BrandConfig['icons']>;

export interface BrandIconFile {
  key: BrandIconKey;
  /** The bundle's file, named by its content so it can be cached for good, e.g. assets/favicon-1a2b3c4d.png. */
  fileName: string;
  source: Buffer;
}

/** The name of the web app manifest in the bundle: fixed, so it is served no-cache like index.html. */
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

const MIME: Record<string, string> = { '.png': 'image/png', '.svg': 'image/svg+xml' };

/** The brand's icons (brand.json `icons`) as bundle files; none for a brand without icons. */
export function brandIconFiles(brand: Pick<LoadedBrand, 'dir' | 'config'>): BrandIconFile[] {
  return Object.entries(brand.config.icons ?? {}).map(([key, asset]) => {
    const source = readFileSync(path.join(brand.dir, asset));
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
    const { name, ext } = path.parse(asset);
    return { key: key as BrandIconKey, fileName: `assets/${name}-${hash}${ext}`, source };
  });
}

/** <head> links to the favicon, iOS's home-screen icon and the web app manifest. */
export function brandIconTags(files: readonly BrandIconFile[], base: string): HtmlTagDescriptor[] {
  const byKey = new Map(files.map((file) => [file.key, file]));
  const tags: HtmlTagDescriptor[] = [];
  const favicon = byKey.get('favicon');
  if (favicon) {
    const type = MIME[path.extname(favicon.fileName)];
    tags.push({ tag: 'link', attrs: { rel: 'icon', href: `${base}${favicon.fileName}`, ...(type ? { type } : {}) }, injectTo: 'head' });
  }
  const appleTouch = byKey.get('appleTouch');
  if (appleTouch) tags.push({ tag: 'link', attrs: { rel: 'apple-touch-icon', href: `${base}${appleTouch.fileName}` }, injectTo: 'head' });
  if (byKey.has('app192') || byKey.has('app512')) {
    tags.push({ tag: 'link', attrs: { rel: 'manifest', href: `${base}${WEB_MANIFEST_FILE}` }, injectTo: 'head' });
  }
  return tags;
}

/** The web app manifest: the brand's name, colours and its 192 and 512 px icons, opening at the app's base. */
/** `lang`: the html lang of the brand's default language (LoadedBrand.htmlLang). */
export function brandWebManifest(config: BrandConfig, files: readonly BrandIconFile[], base: string, lang: string): string {
  const icons = files
    .filter((file) => file.key === 'app192' || file.key === 'app512')
    .map((file) => ({
      src: `${base}${file.fileName}`,
      sizes: file.key === 'app192' ? '192x192' : '512x512',
      type: MIME[path.extname(file.fileName)] ?? 'image/png',
    }));
  const manifest = {
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
