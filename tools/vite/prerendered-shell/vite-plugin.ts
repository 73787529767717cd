import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { renderShell, type ShellInput, type ShellTheme } from './shell-markup';
import { shellRouteScript, type ShellRouteTable } from './shell-route';
import { dictionaryText, gameListTypes, loadDictionary } from './shell-texts';

/** The parts of a loaded brand (libs/brand's loadBrand) the shell reads. */
export interface ShellBrand {
  dir: string;
  config: {
    name: string;
    languages: { default: string };
    links: { customerService: string };
    theme: ShellTheme & { images: { heroBanner: string; logo: string } };
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

/** Puts the shell's styles and route script into <head> and the shell itself before the app's root. */
export function injectShell(html: string, style: string, routeScript: string, body: string): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root) || !html.includes('</head>')) throw new Error(`prerendered shell: index.html needs </head> and ${root}`);
  return html.replace('</head>', `${style}<script>${routeScript}</script></head>`).replace(root, `${body}${root}`);
}

/**
 * Brand builds only: writes the prerendered shell of the entry routes (home, game list, login) into
 * index.html, in the brand's theme and default language, so the first view paints before any script.
 */
export function prerenderedShell({ workspaceRoot, brand, routes, links }: PrerenderedShellOptions): Plugin {
  let root = workspaceRoot;
  let base = '/';
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
          text: dictionaryText(dictionary),
          links: { ...links, customerService: config.links.customerService },
          gameTypes,
        });
        return injectShell(html, shell.style, shellRouteScript({ ...routes, gameTypes }), shell.body);
      },
    },
  };
}
