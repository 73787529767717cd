import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface ChunkModule {
  /** Workspace-relative source path (node_modules packages keep their package path). */
  id: string;
  renderedBytes: number;
}

export interface ChunkReport {
  file: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  gzipBytes: number;
  bytes: number;
  imports: string[];
  modules: ChunkModule[];
}

interface OutputChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  name?: string;
  code?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  modules?: Record<string, { renderedLength: number }>;
}

const moduleLabel = (workspaceRoot: string, id: string) => {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  return path.isAbsolute(clean) ? path.relative(workspaceRoot, clean) : clean;
};

/** What each JavaScript chunk carries, largest first: its gzip size and the rendered bytes of every module in it. */
export function describeChunks(bundle: Record<string, OutputChunkLike>, workspaceRoot: string): ChunkReport[] {
  return Object.values(bundle)
    .filter((item) => item.type === 'chunk' && item.code !== undefined)
    .map((chunk) => ({
      file: chunk.fileName,
      name: chunk.name ?? chunk.fileName,
      isEntry: !!chunk.isEntry,
      isDynamicEntry: !!chunk.isDynamicEntry,
      bytes: Buffer.byteLength(chunk.code!),
      gzipBytes: gzipSync(chunk.code!, { level: 9 }).length,
      imports: chunk.imports ?? [],
      modules: Object.entries(chunk.modules ?? {})
        .map(([id, info]) => ({ id: moduleLabel(workspaceRoot, id), renderedBytes: info.renderedLength }))
        .filter((module) => module.renderedBytes > 0)
        .sort((a, b) => b.renderedBytes - a.renderedBytes),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A readable table per brand: every chunk with its size and its ten largest modules. */
export function bundleReportHtml(brands: Record<string, ChunkReport[]>): string {
  const sections = Object.entries(brands).map(([brand, chunks]) => {
    const rows = chunks
      .map((chunk) => {
        const modules = chunk.modules
          .slice(0, 10)
          .map((module) => `<li>${escapeHtml(module.id)} <small>${kb(module.renderedBytes)} KB</small></li>`)
          .join('');
        const kind = chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'lazy' : 'shared';
        return `<tr><td>${escapeHtml(chunk.file)}</td><td>${kind}</td><td>${kb(chunk.gzipBytes)}</td><td>${kb(chunk.bytes)}</td><td><ol>${modules}</ol></td></tr>`;
      })
      .join('\n');
    return `<h2>${escapeHtml(brand)}</h2>\n<table><thead><tr><th>chunk</th><th>kind</th><th>gzip KB</th><th>raw KB</th><th>largest modules (rendered)</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
  });
  return `<!doctype html><meta charset="utf-8"><title>Bundle report</title><style>body{font:13px sans-serif}td,th{border:1px solid #ccc;padding:4px;vertical-align:top}table{border-collapse:collapse}ol{margin:0;padding-left:18px}</style>\n<h1>Bundle report</h1>\n${sections.join('\n')}\n`;
}

function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

const BRAND_REPORT = '.vite/bundle-report.json';

/**
 * Writes the brand's full report beside its manifest (dist/brands/<id>/.vite/bundle-report.json), then folds
 * every built brand's into reports/bundle-report.json (ten largest modules per chunk) and
 * reports/bundle-report.html. Brands build in parallel: each writes only its own file and regenerates the
 * summary from all of them.
 */
export function bundleReport({ workspaceRoot }: { workspaceRoot: string }): Plugin {
  return {
    name: 'playdeck-bundle-report',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks = describeChunks(bundle as unknown as Record<string, OutputChunkLike>, workspaceRoot);
      const ownReport = path.join(options.dir!, BRAND_REPORT);
      mkdirSync(path.dirname(ownReport), { recursive: true });
      writeAtomically(ownReport, `${JSON.stringify(chunks)}\n`);
      const builtBrands = path.dirname(options.dir!);
      const brands = Object.fromEntries(
        readdirSync(builtBrands)
          .filter((id) => existsSync(path.join(builtBrands, id, BRAND_REPORT)))
          .sort()
          .map((id) => [id, JSON.parse(readFileSync(path.join(builtBrands, id, BRAND_REPORT), 'utf8')) as ChunkReport[]]),
      );
      mkdirSync(path.join(workspaceRoot, 'reports'), { recursive: true });
      const summary = Object.fromEntries(
        Object.entries(brands).map(([brand, list]) => [
          brand,
          list.map(({ file, gzipBytes, modules }) => ({ file, gzipBytes, modules: modules.slice(0, 10) })),
        ]),
      );
      writeAtomically(path.join(workspaceRoot, 'reports/bundle-report.json'), `${JSON.stringify(summary, null, 1)}\n`);
      writeAtomically(path.join(workspaceRoot, 'reports/bundle-report.html'), bundleReportHtml(brands));
    },
  };
}
