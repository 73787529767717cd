/** Whole years from a YYYY-MM-DD birthday to `today` (UTC): a birthday today counts. */
export function ageOn(birthday: string, today: Date): number {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  const years = today.getUTCFullYear() - year;
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return beforeBirthday ? years - 1 : years;
}

/** A birthday that is not after `today`. */
export const isPast = (birthday: string, today: Date) => birthday <= today.toISOString().slice(0, 10);
