/** Which deposit detail the site status chose (spec section 4: dep_func 1 → new, else base). */
export type DepositTemplate = 'new' | 'base';
