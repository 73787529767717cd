import { describe, expect, it } from 'vitest';
import type { AccountRecord } from '@playdeck/api';
import { inTimeZone } from '@playdeck/testing';
import { csvCell, localDateTime, recordsCsv, type RecordsCsvTexts } from './records-csv';

// The member is in Vietnam (UTC+7): the file's times are their local times, as on the screen.
inTimeZone('Asia/Ho_Chi_Minh');

const texts: RecordsCsvTexts = {
  header: ['Time', 'Record type', 'Amount', 'Balance after', 'Wallet', 'Reference'],
  typeLabel: (type) => ({ DEPOSIT: 'Deposit', BET: 'Bet', WIN: 'Win' })[type as 'BET'] ?? type,
  walletName: (code) => (code === 'MAIN' ? 'Main wallet' : code),
  total: 'Total',
  totalLabel: (type, count) => `${type} (${count})`,
};

function record(id: number, overrides: Partial<AccountRecord> = {}): AccountRecord {
  return {
    id,
    type: 'DEPOSIT',
    amount: 100,
    balanceAfter: 100,
    wallet: 'MAIN',
    reference: `D${id}`,
    createdAt: Date.UTC(2026, 10, 23, 2, 5, 9),
    ...overrides,
  };
}

const lines = (text: string) => text.split('\r\n');

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 does, and leaves plain text alone', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it.each(['=SUM(A1:A9)', '+1', '-1', '@cmd', '\tx', '\rx'])(
    'puts an apostrophe before text a spreadsheet would run as a formula: %j',
    (value) => {
      expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('quotes a guarded cell that still needs quotes, and never guards a number', () => {
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvCell('-1234.50', { numeric: true })).toBe('-1234.50');
  });
});

describe('recordsCsv', () => {
  it('starts with a BOM and the header row, ends every row with CRLF', () => {
    const text = recordsCsv({ records: [record(1)], totals: [{ type: 'DEPOSIT', count: 1, amount: 100 }], texts, decimals: 0 });
    expect(text.startsWith('\uFEFFTime,Record type,Amount,Balance after,Wallet,Reference\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('writes one row per record in the member’s local time, the wallet and reference as the screen names them', () => {
    const text = recordsCsv({
      records: [record(2, { type: 'BET', amount: -20, balanceAfter: 80, wallet: 'JL', reference: 'G1,2' }), record(1, { reference: null })],
      totals: [],
      texts,
      decimals: 2,
    });
    expect(lines(text).slice(1, 3)).toEqual([
      '2026-11-23 09:05:09,Bet,-20.00,80.00,JL,"G1,2"',
      '2026-11-23 09:05:09,Deposit,100.00,100.00,Main wallet,',
    ]);
  });

  it('guards a reference that reads as a formula', () => {
    const text = recordsCsv({ records: [record(1, { reference: '=cmd|"/c calc"!A0' })], totals: [], texts, decimals: 2 });
    expect(lines(text)[1]).toBe('2026-11-23 09:05:09,Deposit,100.00,100.00,Main wallet,"\'=cmd|""/c calc""!A0"');
  });

  it('writes amounts with a 0-decimal currency’s decimals, a fraction still in full (VND)', () => {
    const text = recordsCsv({
      records: [record(1, { amount: 1234, balanceAfter: 1234567 }), record(2, { amount: -10.5, balanceAfter: 0.05 })],
      totals: [],
      texts,
      decimals: 0,
    });
    expect(
      lines(text)
        .slice(1, 3)
        .map((line) => line.split(',').slice(2, 4)),
    ).toEqual([
      ['1234', '1234567'],
      ['-10.50', '0.05'],
    ]);
  });

  it('writes amounts with a 2-decimal currency’s decimals (PHP)', () => {
    const text = recordsCsv({ records: [record(1, { amount: 1234, balanceAfter: 0.1 })], totals: [], texts, decimals: 2 });
    expect(lines(text)[1]!.split(',').slice(2, 4)).toEqual(['1234.00', '0.10']);
  });

  it('ends with an empty row and a totals row per type in the screen’s order, equal to the sums of the rows', () => {
    const records = [
      record(3, { type: 'WIN', amount: 35.5 }),
      record(2, { type: 'BET', amount: -20 }),
      record(1, { type: 'BET', amount: -20 }),
    ];
    const totals = [
      { type: 'WIN' as const, count: 1, amount: 35.5 },
      { type: 'BET' as const, count: 2, amount: -40 },
    ];
    const rows = lines(recordsCsv({ records, totals, texts, decimals: 2 }));
    expect(rows.slice(4)).toEqual(['', 'Total,BET (2),-40.00,,,', 'Total,WIN (1),35.50,,,', '']);
    const sumOf = (type: string) =>
      rows
        .slice(1, 4)
        .filter((row) => row.split(',')[1] === type)
        .reduce((sum, row) => sum + Math.round(Number(row.split(',')[2]) * 100), 0);
    expect(sumOf('Bet')).toBe(-4000);
    expect(sumOf('Win')).toBe(3550);
  });
});

describe('localDateTime', () => {
  it('is the local date and time with seconds, padded', () => {
    expect(localDateTime(Date.UTC(2026, 0, 1, 17, 0, 1))).toBe('2026-01-02 00:00:01');
  });
});
