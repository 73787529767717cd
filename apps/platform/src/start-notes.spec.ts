import { describe, expect, it } from 'vitest';
import { startNotes } from './start-notes';

describe('what npm start says about the database', () => {
  const quiet = { seeded: false, rebuiltOldDatabase: false, createdMerchants: [] };

  it('says nothing when the database was as the brands need it', () => {
    expect(startNotes(quiet, '.data/platform')).toEqual([]);
  });

  it('names the merchants it created for brands added since the last start', () => {
    const createdMerchants = [
      { code: 'ACME', brandId: 'acme', isTrial: false },
      { code: 'ACMEtrial', brandId: 'acme', isTrial: true },
    ];
    expect(startNotes({ ...quiet, createdMerchants }, '.data/platform')).toEqual([
      'New brands since the last start: created ACME (brand acme, with ACMEtrial) with the demo world (.data/platform); ' +
        'every other merchant is as it was.',
    ]);
  });

  it('says when it seeded an empty database', () => {
    expect(startNotes({ ...quiet, seeded: true }, 'DATABASE_URL')).toEqual(['First start: the demo world was seeded (DATABASE_URL).']);
  });
});
