import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text that travels to the browser. Source maps stay plain (they are not served to players). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/** Vite's own build records (the manifest) are not served. */
const NOT_SERVED = new Set(['.vite']);

/** Every file of the bundle a web server would send compressed, as paths relative to `dir`. */
export function compressibleFiles(dir: string, relative = ''): string[] {
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) return NOT_SERVED.has(entry.name) ? [] : compressibleFiles(dir, child);
    return entry.isFile() && COMPRESSIBLE.test(entry.name) ? [child] : [];
  });
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every compressible file in
 * `dir`, so the brand server and nginx's brotli_static/gzip_static send them without compressing per request.
 */
export function compressDirectory(dir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const file of compressibleFiles(dir)) {
    const absolute = path.join(dir, file);
    const content = readFileSync(absolute);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: statSync(absolute).size,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    writeFileSync(`${absolute}.br`, brotli);
    writeFileSync(`${absolute}.gz`, gzipSync(content, { level: 9 }));
    totals.files += 1;
    totals.bytes += content.length;
    totals.brotliBytes += brotli.length;
  }
  return totals;
}

/**
 * Compresses the finished bundle. Runs last, after every other plugin has written its files (index.html
 * variants, brand assets), so nothing in the output is left without its .br and .gz.
 */
export function compressAssets(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'playdeck-compress-assets',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    closeBundle: {
      order: 'post',
      handler() {
        const { files, bytes, brotliBytes } = compressDirectory(outDir);
        log(`compressed ${files} files: ${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB brotli`);
      },
    },
  };
}
