/** The page `step` away from `index`, kept within the first and last of `total` pages. */
export function stepPage(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(Math.max(index + step, 0), total - 1);
}

export const hasPrevious = (index: number) => index > 0;
export const hasNext = (index: number, total: number) => index < total - 1;
