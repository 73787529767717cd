import { useSyncExternalStore } from 'react';

/*
 * The image CDNs the platform names in its status (`info.imageCDNs`, spec section 9): base URLs that serve
 * the same images. Each image picks one at random (spreading the load), and falls back to the next on an
 * error. The shell sets the list from the cached status at start and from each live answer.
 */

let imageCdns: readonly string[] = [];
const listeners = new Set<() => void>();

const trimEnd = (base: string) => base.replace(/\/+$/, '');

export function setImageCdns(cdns: readonly string[]): void {
  const next = cdns.map(trimEnd).filter((base) => base !== '');
  if (next.length === imageCdns.length && next.every((base, index) => base === imageCdns[index])) return;
  imageCdns = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useImageCdns(): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => imageCdns,
    () => imageCdns,
  );
}

/**
 * The URLs to try for `src`, in order. An image under one of the CDNs is served from each CDN, starting at
 * the one `pick` (0 ≤ pick < 1, random per image) chooses and going round; any other URL (another host, a
 * data URL, the app's own assets) is tried as it is.
 */
export function imageCandidates(src: string, cdns: readonly string[], pick: number): string[] {
  if (cdns.length === 0 || src === '') return [src];
  const base = cdns.find((cdn) => src.startsWith(`${cdn}/`));
  if (base === undefined) return [src];
  const path = src.slice(base.length);
  const start = Math.min(cdns.length - 1, Math.floor(Math.max(0, pick) * cdns.length));
  return cdns.map((_, index) => `${cdns[(start + index) % cdns.length]}${path}`);
}
