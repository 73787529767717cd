/** Content constants the page's entry reads before the contract (and zod) arrive (spec section 2). */

/** Sequence 1 is the list card, 2 the detail banner. */
export const PROMOTION_IMAGE = { card: 1, banner: 2 } as const;
