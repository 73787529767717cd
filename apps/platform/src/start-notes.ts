import type { PlatformStart } from './create-services';

/** What `npm start` says about the database after the platform started; `where` names it (a folder, DATABASE_URL). */
export function startNotes(start: PlatformStart, where: string): string[] {
  const notes: string[] = [];
  if (start.rebuiltOldDatabase) notes.push('The data folder held a database of an older schema: it was rebuilt and seeded again.');
  if (start.seeded) notes.push(`First start: the demo world was seeded (${where}).`);
  const created = start.createdMerchants.filter((merchant) => !merchant.isTrial);
  if (created.length) {
    const merchants = created.map((merchant) => `${merchant.code} (brand ${merchant.brandId}, with ${merchant.code}trial)`).join(', ');
    notes.push(`New brands since the last start: created ${merchants} with the demo world (${where}); every other merchant is as it was.`);
  }
  return notes;
}
