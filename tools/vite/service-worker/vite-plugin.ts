import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { injectManifest } from 'workbox-build';

/** The service worker's file in the bundle: a fixed name, served no-cache, so a new build is found at once. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * What the service worker precaches: index.html (home's page, the offline fallback of every route), every script
 * and stylesheet (each screen's chunk and the dictionaries, so any route opens offline) and the brand's images
 * and icons. The other prerendered pages are kept as they are visited; the .br/.gz copies never (the worker asks
 * with Accept-Encoding like the page).
 */
export const PRECACHE_PATTERNS = ['index.html', 'assets/**/*.{js,css,svg,png,webp,woff2}'];
/** Vite's content hash in a file name: such a file never changes under its name, so Workbox needs no revision. */
const HASHED = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

export interface ServiceWorkerOptions {
  /** The worker's source (apps/mobile/src/service-worker/sw.ts). */
  entry: string;
  /** The paths of the contract's public reads (publicReadPaths), the only calls the worker keeps. */
  publicReads: readonly string[];
}

/**
 * Builds the brand's service worker after the bundle is written (the prerendered pages included): the worker's
 * source bundled on its own, then Workbox's injectManifest writes the bundle's file list into it as sw.js.
 */
export function serviceWorker({ entry, publicReads }: ServiceWorkerOptions): Plugin {
  let outDir = '';
  let base = '/';
  return {
    name: 'playdeck-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const staging = mkdtempSync(path.join(tmpdir(), 'playdeck-sw-'));
        try {
          await build({
            configFile: false,
            logLevel: 'warn',
            define: {
              __APP_BASE__: JSON.stringify(base),
              __PUBLIC_READS__: JSON.stringify(publicReads),
              // Workbox's development logging goes with it.
              'process.env.NODE_ENV': JSON.stringify('production'),
            },
            publicDir: false,
            build: {
              outDir: staging,
              emptyOutDir: false,
              minify: true,
              target: 'es2020',
              modulePreload: false,
              // A classic script in one file: every browser the brands support runs it as a worker.
              rollupOptions: { input: entry, output: { format: 'iife', entryFileNames: SERVICE_WORKER_FILE } },
            },
          });
          const { count, size, warnings } = await injectManifest({
            swSrc: path.join(staging, SERVICE_WORKER_FILE),
            swDest: path.join(outDir, SERVICE_WORKER_FILE),
            globDirectory: outDir,
            globPatterns: PRECACHE_PATTERNS,
            dontCacheBustURLsMatching: HASHED,
            modifyURLPrefix: { '': base },
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          });
          if (warnings.length) this.warn(warnings.join('\n'));
          this.info?.(`service worker: ${count} files precached, ${(size / 1024).toFixed(0)} KB`);
        } finally {
          rmSync(staging, { recursive: true, force: true });
        }
      },
    },
  };
}
