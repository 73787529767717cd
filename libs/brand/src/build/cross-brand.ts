import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Identity {
  id: string;
  merchantCode: string;
  domains: string[];
}

/** Folders beside this brand's that hold a brand.json (load-brand's listBrandIds, without importing it back). */
function otherBrandIds(brandsDir: string, id: string): string[] {
  return readdirSync(brandsDir).filter((entry) => entry !== id && existsSync(path.join(brandsDir, entry, 'brand.json')));
}

/** What another brand.json claims, read leniently: that brand's own errors are reported when it is loaded. */
function claimsOf(brandsDir: string, id: string): Identity | undefined {
  try {
    const raw = JSON.parse(readFileSync(path.join(brandsDir, id, 'brand.json'), 'utf8')) as Partial<Identity>;
    return {
      id,
      merchantCode: typeof raw.merchantCode === 'string' ? raw.merchantCode : '',
      domains: Array.isArray(raw.domains) ? raw.domains.filter((domain): domain is string => typeof domain === 'string') : [],
    };
  } catch {
    return undefined;
  }
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A domain or merchant code that another brand folder already has, one line per clash naming both brands: a
 * domain picks the one brand a host serves, and the platform tells brands apart by merchant code.
 */
export function crossBrandClashes(workspaceRoot: string, brand: Identity): string[] {
  const problems: string[] = [];
  const brandsDir = path.join(workspaceRoot, 'brands');
  for (const otherId of otherBrandIds(brandsDir, brand.id).sort()) {
    const other = claimsOf(brandsDir, otherId);
    if (!other) continue;
    const otherFile = path.posix.join('brands', otherId, 'brand.json');
    if (other.merchantCode && same(other.merchantCode, brand.merchantCode)) {
      problems.push(
        `merchantCode: "${brand.merchantCode}" is also the merchant code of brand "${otherId}" (${otherFile}); each brand needs its own`,
      );
    }
    brand.domains.forEach((domain, index) => {
      if (other.domains.some((otherDomain) => same(otherDomain, domain))) {
        problems.push(`domains[${index}]: "${domain}" is also a domain of brand "${otherId}" (${otherFile}); a domain serves one brand`);
      }
    });
  }
  return problems;
}
