import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The brands as nginx serves them in the deploy check (tools/scripts/deploy-check.mjs): every brand folder,
 * each at its own host name on nginx's port, which Chromium resolves to nginx's address.
 */

export interface DeployBrand {
  id: string;
  /** The host name the journeys ask nginx for: the brand's *.localhost domain (a secure context), else its first. */
  host: string;
  origin: string;
  config: {
    name: string;
    merchantCode: string;
    domains: string[];
    flags: Record<string, boolean>;
    api: { origin: string };
    links: { customerService?: string; liveChat?: string };
    signIn?: Record<string, Record<string, unknown>>;
    externalOrigins?: { imageCDNs?: string[]; liveChat?: string[] };
  };
}

export const workspaceRoot = path.resolve(import.meta.dirname, '..');
/** Where nginx listens (deploy-check.mjs sets both). */
export const DEPLOY_ADDRESS = process.env.DEPLOY_ADDRESS ?? '127.0.0.1';
export const DEPLOY_PORT = Number(process.env.DEPLOY_PORT ?? 4441);

const isLocal = (domain: string) => domain === 'localhost' || domain.endsWith('.localhost');

export function deployBrands(): DeployBrand[] {
  const dir = path.join(workspaceRoot, 'brands');
  return readdirSync(dir)
    .filter((id) => existsSync(path.join(dir, id, 'brand.json')))
    .sort()
    .map((id) => {
      const config = JSON.parse(readFileSync(path.join(dir, id, 'brand.json'), 'utf8')) as DeployBrand['config'];
      const host = config.domains.find(isLocal) ?? config.domains[0]!;
      return { id, host, origin: `http://${host}:${DEPLOY_PORT}`, config };
    });
}

/**
 * Chromium's flags for reaching them: every brand's host name resolves to nginx, nothing else resolves; a host
 * that is not *.localhost is treated as a secure context, as the brand's HTTPS domain would be.
 */
export function chromiumHostArgs(brands: readonly DeployBrand[]): string[] {
  const rules = [...brands.map((brand) => `MAP ${brand.host} ${DEPLOY_ADDRESS}`), 'MAP * ~NOTFOUND', `EXCLUDE ${DEPLOY_ADDRESS}`];
  const insecure = brands.filter((brand) => !isLocal(brand.host)).map((brand) => brand.origin);
  return [
    `--host-resolver-rules=${rules.join(', ')}`,
    ...(insecure.length > 0 ? [`--unsafely-treat-insecure-origin-as-secure=${insecure.join(',')}`] : []),
  ];
}
