import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export interface E2EBrand {
  id: string;
  /** Origin that the brand server maps to this brand (its first *.localhost domain, else plain localhost). */
  origin: string;
  config: {
    name: string;
    minimumAge: number;
    /** Money is shown with this symbol and display decimals (e2e/helpers/money.ts). */
    currency: { code: string; symbol: string; minorDigits: number; displayDecimals: number };
    languages: { default: string };
    flags: Record<string, boolean>;
    /** Sign-in providers and phone auth (brand.json signIn): `{ development: true }` or an SDK's config each. */
    signIn?: Partial<Record<'google' | 'facebook' | 'phoneAuth', Record<string, unknown>>>;
    theme: { colors: { background: string; text: string; primary: string; headerBackground: string } };
  };
}

const workspaceRoot = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 4310);

/**
 * The brand ids a run is limited to: E2E_BRANDS, comma-separated (CI's per-brand job sets its one brand), or every
 * brand when it is unset or empty. A name that is no brand folder is refused, so a typo never runs no journey.
 */
export function selectedBrandIds(available: string[], setting = process.env.E2E_BRANDS): string[] {
  const wanted = (setting ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (wanted.length === 0) return available;
  const unknown = wanted.filter((id) => !available.includes(id));
  if (unknown.length)
    throw new Error(
      `E2E_BRANDS names ${unknown.join(', ')}, which ${unknown.length === 1 ? 'is' : 'are'} not a brand folder ` +
        `(brands/ has: ${available.join(', ')})`,
    );
  return available.filter((id) => wanted.includes(id));
}

/** Every brand in brands/ (or those E2E_BRANDS names), so a new brand folder is covered by the journeys without editing them. */
export function e2eBrands(): E2EBrand[] {
  const dir = path.join(workspaceRoot, 'brands');
  const available = readdirSync(dir)
    .filter((id) => existsSync(path.join(dir, id, 'brand.json')))
    .sort();
  return selectedBrandIds(available).map((id) => {
    const config = JSON.parse(readFileSync(path.join(dir, id, 'brand.json'), 'utf8'));
    const localHost = (config.domains as string[]).find((domain) => domain === 'localhost' || domain.endsWith('.localhost'));
    if (!localHost) throw new Error(`brands/${id}/brand.json: add a *.localhost domain so e2e can reach it`);
    return { id, origin: `http://${localHost}:${port}`, config };
  });
}

/**
 * The brands of this run that have a trait (a flag, a sign-in service): a journey about that trait runs on each of
 * them, and on none when no brand of the run has it.
 */
export function e2eBrandsWhere(trait: (brand: E2EBrand) => boolean): E2EBrand[] {
  return e2eBrands().filter(trait);
}

/** '#0e9f6e' → 'rgb(14, 159, 110)', as getComputedStyle reports colours. */
export function hexToRgb(hex: string): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((offset) => parseInt(full.slice(offset, offset + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * A brand.json link as the app renders it: an http(s) URL as it is, a path (a page of the platform, such as its
 * demo customer service) on the brand's site, which proxies /wps to the platform (api.origin is '' in e2e).
 */
export function brandLinkHref(brand: E2EBrand, link: string): string {
  return new URL(link, brand.origin).href;
}
