import { minorToShownDecimal, RECORD_TYPES, wireToMinor, type AccountRecord, type RecordType } from '@playdeck/api';
import type { RecordTotal } from '../api/record-pages-query';

/** The words of the file, in the member's language (the screen's own texts). */
export interface RecordsCsvTexts {
  /** Column titles: time, type, amount, balance after, wallet, reference. */
  header: readonly [string, string, string, string, string, string];
  typeLabel: (type: RecordType) => string;
  /** What the screen calls a wallet code ("Main wallet", a vendor's name). */
  walletName: (code: string) => string;
  /** The first cell of a totals row, e.g. "Total". */
  total: string;
  /** A type's total as the screen names it, with its count: "Bet (12)". */
  totalLabel: (type: RecordType, count: number) => string;
}

export interface RecordsCsvInput {
  records: readonly AccountRecord[];
  /** The range's totals per type, as the screen shows them. */
  totals: readonly RecordTotal[];
  texts: RecordsCsvTexts;
  /** The brand currency's shown decimals (0 for VND, 2 for PHP): the amounts read as the screen's, without symbol or grouping. */
  decimals: number;
}

/** Byte order mark: without it, spreadsheets open a CSV in the system's code page and garble ₫ or Vietnamese. */
const BOM = '\uFEFF';
/** RFC 4180 ends every record with CRLF. */
const CRLF = '\r\n';
/** A cell starting with one of these is a formula to a spreadsheet (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell as RFC 4180 writes it. Text that a spreadsheet would run as a formula gets a leading apostrophe;
 * amounts are passed as `number` text and keep their minus sign (a number is never a formula).
 */
export function csvCell(value: string, { numeric = false }: { numeric?: boolean } = {}): string {
  const safe = !numeric && FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const two = (value: number) => String(value).padStart(2, '0');

/** The member's local time as a spreadsheet reads a date and time: "2026-11-23 09:05:09" (the screen's days are local too). */
export function localDateTime(epochMs: number): string {
  const at = new Date(epochMs);
  const date = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  return `${date} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/**
 * The records of a range as a CSV file's text: BOM, a header row, one row per record (newest first, as on the
 * screen), an empty row, then one totals row per type in the screen's order: its label with the count, and its signed sum.
 */
export function recordsCsv({ records, totals, texts, decimals }: RecordsCsvInput): string {
  const amount = (wire: number) => csvCell(minorToShownDecimal(wireToMinor(wire), decimals), { numeric: true });
  const line = (cells: string[]) => cells.join(',');
  const rows = records.map((record) =>
    line([
      csvCell(localDateTime(record.createdAt)),
      csvCell(texts.typeLabel(record.type)),
      amount(record.amount),
      amount(record.balanceAfter),
      csvCell(texts.walletName(record.wallet)),
      csvCell(record.reference ?? ''),
    ]),
  );
  const ordered = [...totals].sort((a, b) => RECORD_TYPES.indexOf(a.type) - RECORD_TYPES.indexOf(b.type));
  const totalRows = ordered.map((total) =>
    line([csvCell(texts.total), csvCell(texts.totalLabel(total.type, total.count)), amount(total.amount), '', '', '']),
  );
  return BOM + [line(texts.header.map((title) => csvCell(title))), ...rows, '', ...totalRows].join(CRLF) + CRLF;
}
