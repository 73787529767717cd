import type { Popup } from '@playdeck/api';

type Announced = Pick<Popup, 'title' | 'content'>;

/** cyrb53: a fast 53-bit string hash, plenty to tell one set of popups from another. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * Stands for the set of title and content pairs (spec section 4): the same pairs in another order, or
 * repeated, give the same signature; any changed title or content gives another.
 */
export function popupSignature(popups: readonly Announced[]): string {
  const pairs = [...new Set(popups.map(({ title, content }) => JSON.stringify([title, content])))].sort();
  return `${pairs.length}:${hash53(pairs.join('\n'))}`;
}
