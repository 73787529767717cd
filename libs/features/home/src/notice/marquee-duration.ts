const SECONDS_PER_CHARACTER = 0.2;
const MIN_SECONDS = 8;

/** How long one pass of the scrolling notice takes: a steady reading speed whatever the titles' length. */
export function marqueeDurationSeconds(titles: readonly string[]): number {
  const characters = titles.reduce((sum, title) => sum + title.length, 0);
  return Math.max(MIN_SECONDS, Math.round(characters * SECONDS_PER_CHARACTER));
}
