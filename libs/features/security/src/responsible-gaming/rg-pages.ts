/*
 * The responsible-gaming pages open inside the security centre's route (/m/securityCenter?rg=limits): a route of
 * their own would add its path and title to the first render of home, which has no room left.
 */

/** The query parameter naming the page. */
export const RG_PAGE_PARAM = 'rg';
export const RG_PAGES = { limits: 'limits', break: 'break' } as const;
export type RgPage = (typeof RG_PAGES)[keyof typeof RG_PAGES];

export function rgPageOf(value: string | null): RgPage | null {
  return value === RG_PAGES.limits || value === RG_PAGES.break ? value : null;
}
