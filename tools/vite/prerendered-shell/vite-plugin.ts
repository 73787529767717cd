import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { brandPolicyOrigins, type BrandPolicy, type BrandPolicyConfig } from '../../scripts/security-headers.mjs';
import { renderShell, type RenderedShell, type ShellInput, type ShellTheme } from './shell-markup';
import { shellPages, type ShellPage, type ShellRouteTable } from './shell-route';
import { dictionaryText, gameListTypes, loadDictionary } from './shell-texts';

/** The parts of a loaded brand (libs/brand's loadBrand) the shell reads. */
export interface ShellBrand {
  dir: string;
  /** brand.json; its api, links, signIn and externalOrigins give the policy's other origins (brandPolicyOrigins). */
  config: BrandPolicyConfig & {
    name: string;
    languages: { default: string };
    theme: ShellTheme & { images: { heroBanner: string; logo: string; defaultBanner: string } };
  };
  localeFiles: Partial<Record<string, string>>;
}

export interface PrerenderedShellOptions {
  workspaceRoot: string;
  brand: ShellBrand;
  routes: Omit<ShellRouteTable, 'gameTypes'>;
  links: Omit<ShellInput['links'], 'customerService'>;
}

/** The built URL of a source file the bundle emitted as an asset (the brand's images are imported with ?url). */
export function builtAssetUrl(bundle: Rollup.OutputBundle, root: string, base: string, sourceFile: string): string {
  for (const output of Object.values(bundle)) {
    if (output.type !== 'asset') continue;
    if (output.originalFileNames.some((name) => path.resolve(root, name) === sourceFile)) return `${base}${output.fileName}`;
  }
  throw new Error(`prerendered shell: the build emitted no asset for ${sourceFile}`);
}

/**
 * One page of the build: <html> marked with the shell it shows (and the game list's category), the shell's
 * styles in <head> and its markup before the app's root; a page without a shell is index.html as Vite wrote it.
 */
export function shellPageHtml(html: string, page: ShellPage, shell: Pick<RenderedShell, 'style' | 'body'>): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root) || !html.includes('</head>') || !/<html\b/.test(html))
    throw new Error(`prerendered shell: index.html needs <html>, </head> and ${root}`);
  const marks = [`data-pd-shell="${page.route}"`, ...(page.gameType ? [`data-pd-game-type="${page.gameType}"`] : [])];
  const marked = html.replace(/<html\b/, `<html ${marks.join(' ')}`);
  if (page.route === 'none') return marked;
  return marked.replace('</head>', `${shell.style}</head>`).replace(root, `${shell.body[page.route]}${root}`);
}

/** The CSP source that allows an inline <style> with exactly this text. */
export const styleHashSource = (css: string): string => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** Writes every page but index.html (Vite writes that one) and the brand's policy for the servers, under `outDir`. */
export function writeShellPages(
  outDir: string,
  html: string,
  pages: readonly ShellPage[],
  shell: RenderedShell,
  policy: BrandPolicy,
): void {
  for (const page of pages) {
    if (page.file === 'index.html') continue;
    const file = path.join(outDir, page.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, shellPageHtml(html, page, shell));
  }
  // .vite/ is never served (brand-server.mjs, the nginx configuration): the servers read the policy from there.
  mkdirSync(path.join(outDir, '.vite'), { recursive: true });
  writeFileSync(path.join(outDir, '.vite/csp.json'), `${JSON.stringify(policy, null, 2)}\n`);
}

/**
 * Brand builds only: writes the prerendered shell of the entry routes (home, game list, login, promotions) into index.html
 * and one page per route (shellPages), in the brand's theme and default language, so the first view paints
 * before any script; and the brand's Content-Security-Policy sources (.vite/csp.json).
 */
export function prerenderedShell({ workspaceRoot, brand, routes, links }: PrerenderedShellOptions): Plugin {
  let root = workspaceRoot;
  let base = '/';
  let rendered: { html: string; shell: RenderedShell; pages: ShellPage[] } | undefined;
  return {
    name: 'playdeck-prerendered-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const { config } = brand;
        const language = config.languages.default;
        const dictionary = loadDictionary(workspaceRoot, language, brand.localeFiles[language]);
        const gameTypes = gameListTypes(dictionary);
        const imageUrl = (asset: string) => builtAssetUrl(bundle, root, base, path.join(brand.dir, asset));
        const shell = renderShell({
          brandName: config.name,
          theme: config.theme,
          heroBannerSrc: imageUrl(config.theme.images.heroBanner),
          logoSrc: imageUrl(config.theme.images.logo),
          defaultBannerSrc: imageUrl(config.theme.images.defaultBanner),
          text: dictionaryText(dictionary),
          links: { ...links, customerService: platformLinkHref(config.links.customerService, config.api.origin) },
          gameTypes,
        });
        const pages = shellPages({ ...routes, gameTypes }, base);
        rendered = { html, shell, pages };
        return shellPageHtml(html, pages[0]!, shell);
      },
    },
    writeBundle(options) {
      if (!rendered || !options.dir) return;
      const policy: BrandPolicy = { styleHashes: [styleHashSource(rendered.shell.css)], ...brandPolicyOrigins(brand.config) };
      writeShellPages(options.dir, rendered.html, rendered.pages, rendered.shell, policy);
    },
  };
}

/**
 * A brand link as the prerendered footer's href: a path outside the app (a page of the platform, such as its demo
 * customer service) on api.origin when the platform has its own; the site's own origin proxies it otherwise.
 */
export function platformLinkHref(link: string, apiOrigin: string): string {
  const platformPage = link.startsWith('/') && !/^\/m(\/|$)/.test(link);
  return platformPage && apiOrigin ? new URL(link, apiOrigin).href : link;
}
