/** The platform keeps money in integer minor units (cents); the wire carries numbers with 2 decimals. */
export const toMoney = (minor: number): number => minor / 100;
export const toMinor = (amount: number): number => Math.round(amount * 100);
