import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { UPLOAD_MAX_BYTES } from '../../../libs/api/src/contract/calls/uploads';
import { GAME_TYPE_QUERY } from '../../scripts/brand-server.mjs';
import type { BrandPolicy } from '../../scripts/security-headers.mjs';
import { nginxBrandTemplate, type CategoryPages } from './nginx-config';
import { renderScript } from './render-script';

export interface DeployConfigOptions {
  workspaceRoot: string;
  brand: { id: string; name: string; domains: readonly string[] };
}

/** Where a brand's server configuration goes: beside its bundle, outside what is served under /m/. */
export const deployDir = (workspaceRoot: string, id: string) => path.join(workspaceRoot, 'dist/deploy', id);

/** The route folders of a built bundle that hold a page per category (<dir>/type-<TYPE>.html). */
export function findCategoryPages(bundleDir: string, query = GAME_TYPE_QUERY): CategoryPages[] {
  const byDir = new Map<string, string[]>();
  for (const file of readdirSync(bundleDir, { recursive: true, encoding: 'utf8' })) {
    const match = /^(?<dir>[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)\/type-(?<type>[A-Z0-9_]{1,32})\.html$/.exec(file.split(path.sep).join('/'));
    if (!match?.groups) continue;
    const { dir, type } = match.groups as { dir: string; type: string };
    byDir.set(dir, [...(byDir.get(dir) ?? []), type]);
  }
  return [...byDir].sort(([a], [b]) => a.localeCompare(b)).map(([dir, types]) => ({ dir, query, types: types.sort() }));
}

/** Writes <deployDir>/nginx/<id>.conf.template and its render.sh from the written bundle and its policy. */
export function writeDeployConfig(bundleDir: string, outDir: string, options: DeployConfigOptions): void {
  const policyFile = path.join(bundleDir, '.vite/csp.json');
  if (!existsSync(policyFile)) throw new Error(`deploy config: ${policyFile} is missing (the prerendered shell writes it)`);
  const policy = JSON.parse(readFileSync(policyFile, 'utf8')) as BrandPolicy;
  const { id, name, domains } = options.brand;
  const template = nginxBrandTemplate({
    id,
    name,
    domains,
    policy,
    categoryPages: findCategoryPages(bundleDir),
    maxBodyBytes: UPLOAD_MAX_BYTES,
  });
  const nginxDir = path.join(outDir, 'nginx');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(nginxDir, { recursive: true });
  const templateFile = `${id}.conf.template`;
  writeFileSync(path.join(nginxDir, templateFile), template);
  writeFileSync(path.join(nginxDir, 'render.sh'), renderScript(id, templateFile), { mode: 0o755 });
}

/**
 * Brand builds only: after the bundle (and the prerendered shell's policy) is written, writes the brand's
 * nginx configuration to dist/deploy/<id>/nginx/ (README.md, "Serving in production").
 */
export function deployConfig(options: DeployConfigOptions): Plugin {
  return {
    name: 'playdeck-deploy-config',
    apply: 'build',
    writeBundle: {
      // After every other plugin's writeBundle: the prerendered shell writes the pages and the policy there.
      sequential: true,
      order: 'post',
      handler(output) {
        if (output.dir) writeDeployConfig(output.dir, deployDir(options.workspaceRoot, options.brand.id), options);
      },
    },
  };
}
