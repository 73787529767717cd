/** A birthday that is not after `today` (UTC). */
export const isPast = (birthday: string, today: Date) => birthday <= today.toISOString().slice(0, 10);
