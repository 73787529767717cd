import type { TFunction } from 'i18next';
import { MAIN_WALLET } from '@playdeck/api';
import { brand } from '@playdeck/brand';
import { amountDecimals } from '@playdeck/site-data';
import type { RecordsRequest } from '../api/record-pages-query';
import { RECORD_TYPE_LABEL } from '../screen/record-labels';
import { downloadTextFile } from './download-file';
import { fetchAllRecords, TooManyRecordsError } from './all-records-query';
import { recordsCsv, type RecordsCsvTexts } from './records-csv';

/*
 * The export, loaded only when the member taps "Export CSV": the paging, the writer and the download stay out
 * of the records screen's chunk.
 */

export interface ExportRecordsInput {
  request: RecordsRequest;
  t: TFunction;
  /** Game wallet names by code, as the screen shows them. */
  walletNames: ReadonlyMap<string, string>;
  signal?: AbortSignal;
}

/** Saved with its number of records, nothing to save (no file for an empty range), or too many records for one file. */
export type ExportOutcome = { kind: 'saved'; rows: number } | { kind: 'empty' } | { kind: 'tooMany' };

const two = (value: number) => String(value).padStart(2, '0');
const localDay = (epochMs: number) => {
  const at = new Date(epochMs);
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
};

/** "lucky-records-2026-11-17-to-2026-11-23.csv" (the type too when one is chosen): the range's first and last local day. */
export function recordsFileName(brandId: string, request: RecordsRequest): string {
  const type = request.type ? `-${request.type.toLowerCase()}` : '';
  return `${brandId}-records${type}-${localDay(request.from)}-to-${localDay(request.to - 1)}.csv`;
}

/** The screen's words for the file: its labels, its wallet names, in the member's language. */
export function recordsCsvTexts(t: TFunction, walletNames: ReadonlyMap<string, string>): RecordsCsvTexts {
  const typeLabel: RecordsCsvTexts['typeLabel'] = (type) => t(RECORD_TYPE_LABEL[type]);
  return {
    header: [
      t('records_time'),
      t('records_type_label'),
      t('records_csv_amount'),
      t('records_balance_after'),
      t('records_wallet'),
      t('records_reference'),
    ],
    typeLabel,
    walletName: (code) => (code === MAIN_WALLET ? t('records_wallet_main') : (walletNames.get(code) ?? code)),
    total: t('records_csv_total'),
    totalLabel: (type, count) => t('records_total_count', { type: typeLabel(type), count }),
  };
}

/**
 * Reads every record of the range and saves them as the brand's CSV; an empty range, or one with more records
 * than a file holds, saves nothing. A refused page or an answer that breaks the contract rejects.
 */
export async function exportRecords({ request, t, walletNames, signal }: ExportRecordsInput): Promise<ExportOutcome> {
  const all = await fetchAllRecords(request, signal).catch((error: unknown) => {
    if (error instanceof TooManyRecordsError) return null;
    throw error;
  });
  if (all === null) return { kind: 'tooMany' };
  const { records, totals } = all;
  if (records.length === 0) return { kind: 'empty' };
  const text = recordsCsv({ records, totals, texts: recordsCsvTexts(t, walletNames), decimals: amountDecimals.shownDecimals });
  const fileName = recordsFileName(brand.id, request);
  downloadTextFile(text, fileName);
  return { kind: 'saved', rows: records.length };
}
