import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountRecord } from '@playdeck/api';
import { calls, demoMemberSession, fakePlatform, platformServer, refuseUnknown, renderWithApp, inTimeZone } from '@playdeck/testing';
import RecordsScreen from './records-screen';

// The member is in Vietnam (UTC+7); it is 10:00 local on 23 November 2026.
inTimeZone('Asia/Ho_Chi_Minh');

/** The files the export saved: their Blob and name, and the URLs it revoked. */
let saved: { blob: Blob; name: string }[];
let revoked: string[];
beforeEach(() => {
  vi.setSystemTime(Date.UTC(2026, 10, 23, 3));
  saved = [];
  revoked = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:records-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => revoked.push(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blobs.get(this.href)!, name: this.download });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const ROUTE = '/m/transaction/record';
const recordRequests = () => fakePlatform.requests(calls.records.list).map((request) => request.query);

function record(id: number, overrides: Partial<AccountRecord> = {}): AccountRecord {
  return {
    id,
    type: id % 2 ? 'BET' : 'WIN',
    amount: id % 2 ? -20 : 35,
    balanceAfter: 1_000 + id,
    wallet: 'MAIN',
    reference: `G${id}`,
    createdAt: Date.UTC(2026, 10, 23, 2, 0, 0) - id * 1000,
    ...overrides,
  };
}

/** 230 records in pages of the size asked for (the export asks for 100: three pages), with the range's totals on each. */
const MANY = Array.from({ length: 230 }, (_, index) => record(230 - index));
const MANY_TOTALS = [
  { type: 'BET' as const, count: 115, amount: -2300 },
  { type: 'WIN' as const, count: 115, amount: 4025 },
];
function answerPages(records = MANY, totals = MANY_TOTALS) {
  fakePlatform.answer(calls.records.list, ({ query }) => {
    const pageNo = Number(query?.pageNo ?? 1);
    const pageSize = Number(query?.pageSize ?? 20);
    return {
      list: records.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      totals,
      pageNum: pageNo,
      totalPages: Math.ceil(records.length / pageSize),
    };
  });
}

async function renderRecords(path = ROUTE) {
  const view = await renderWithApp(<RecordsScreen />, { path, routePath: ROUTE, session: demoMemberSession });
  await waitFor(() => expect(screen.queryByTestId('records-loading')).toBeNull());
  return view;
}

const exportButton = () => within(screen.getByTestId('records-export')).getByRole('button');
const csvLines = async (file: { blob: Blob }) => (await file.blob.text()).split('\r\n');

describe('records: Export CSV', () => {
  it('reads every page of the range through the records call and saves one file with every row and the totals', async () => {
    answerPages();
    await renderRecords(`${ROUTE}?range=7d`);
    const shownRequests = recordRequests().length;
    await userEvent.click(exportButton());

    await screen.findByText('230 records saved to a CSV file.');
    const exportRequests = recordRequests().slice(shownRequests);
    expect(exportRequests.map((query) => [query?.pageNo, query?.pageSize])).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(exportRequests[0]).toMatchObject({ from: Date.UTC(2026, 10, 16, 17), to: Date.UTC(2026, 10, 23, 17) });

    expect(saved).toHaveLength(1);
    const [file] = saved;
    expect(file!.name).toBe('default-records-2026-11-17-to-2026-11-23.csv');
    expect(file!.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = await csvLines(file!);
    // Blob.text() decodes as UTF-8 and drops the BOM, as a spreadsheet does.
    expect(lines[0]).toBe('Time,Record type,Amount,Balance after,Wallet,Reference');
    const rows = lines.slice(1, 231);
    expect(new Set(rows.map((row) => row.split(',').at(-1)))).toEqual(new Set(MANY.map((one) => one.reference)));
    expect(rows[0]).toBe('2026-11-23 08:56:10,Win,35,1230,Main wallet,G230');
    expect(lines.slice(231)).toEqual(['', 'Total,Bet (115),-2300,,,', 'Total,Win (115),4025,,,', '']);
    await waitFor(() => expect(revoked).toEqual(['blob:records-0']));
  });

  it('exports the type on screen only, and names it in the file', async () => {
    answerPages(
      MANY.filter((one) => one.type === 'BET'),
      [MANY_TOTALS[0]!],
    );
    await renderRecords(`${ROUTE}?type=BET`);
    await userEvent.click(exportButton());
    await screen.findByTestId('records-export-saved');
    expect(recordRequests().at(-1)).toMatchObject({ types: 'BET', pageNo: 2 });
    expect(saved[0]!.name).toBe('default-records-bet-2026-11-23-to-2026-11-23.csv');
  });

  it('is busy while it reads the pages', async () => {
    answerPages();
    await renderRecords();
    let release: () => void = () => {};
    fakePlatform.answer(
      calls.records.list,
      () =>
        new Promise((resolve) => (release = () => resolve({ list: [record(1)], totals: [MANY_TOTALS[0]!], pageNum: 1, totalPages: 1 }))),
    );
    await userEvent.click(exportButton());
    await waitFor(() => expect(exportButton().getAttribute('aria-busy')).toBe('true'));
    release();
    await waitFor(() => expect(exportButton().getAttribute('aria-busy')).toBeNull());
  });

  it('saves no file for a range without records, and says so', async () => {
    answerPages([], []);
    await renderRecords();
    await userEvent.click(exportButton());
    expect((await screen.findByTestId('records-export-empty')).textContent).toBe('No records in this period: there is nothing to export.');
    expect(saved).toEqual([]);
  });

  it('forgets the last message when the member chooses another range', async () => {
    answerPages([], []);
    await renderRecords();
    await userEvent.click(exportButton());
    await screen.findByTestId('records-export-empty');
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(screen.queryByTestId('records-export-empty')).toBeNull());
  });

  it('refuses a range with more records than one file holds after its first page', async () => {
    answerPages([record(1)], [{ type: 'BET', count: 5_001, amount: -100_020 }]);
    await renderRecords();
    const before = recordRequests().length;
    await userEvent.click(exportButton());
    expect((await screen.findByTestId('records-export-too-many')).textContent).toBe(
      'Too many records for one file: choose a shorter period or one record type.',
    );
    expect(recordRequests().length - before).toBe(1);
    expect(saved).toEqual([]);
  });

  it('a failed page shows the error, and the retry exports again from the first page', async () => {
    answerPages();
    await renderRecords();
    fakePlatform.answer(calls.records.list, ({ query }) =>
      Number(query?.pageNo) === 2
        ? refuseUnknown('system.error', { status: 500 })
        : { list: MANY.slice(0, 100), totals: MANY_TOTALS, pageNum: 1, totalPages: 3 },
    );
    await userEvent.click(exportButton());
    expect((await screen.findByTestId('records-export-failed')).textContent).toBe('Your records could not be exported.');
    expect(saved).toEqual([]);

    answerPages();
    await userEvent.click(screen.getByRole('button', { name: 'Try the export again' }));
    await screen.findByTestId('records-export-saved');
    expect(saved).toHaveLength(1);
  });

  it('an answer that breaks the contract is the error, not a file', async () => {
    answerPages();
    await renderRecords();
    platformServer.use(
      http.get(calls.records.list.path, () => HttpResponse.json({ success: true, value: { list: [{ id: 'one' }], totals: [] } }), {
        once: true,
      }),
    );
    await userEvent.click(exportButton());
    await screen.findByTestId('records-export-failed');
    expect(saved).toEqual([]);
  });

  it('records that move while the pages are read are the error: the file would miss or repeat a row', async () => {
    answerPages();
    await renderRecords();
    fakePlatform.answer(calls.records.list, ({ query }) => {
      const pageNo = Number(query?.pageNo);
      const totals = pageNo === 3 ? [MANY_TOTALS[0]!, { ...MANY_TOTALS[1]!, count: 116, amount: 4060 }] : MANY_TOTALS;
      return { list: MANY.slice((pageNo - 1) * 100, pageNo * 100), totals, pageNum: pageNo, totalPages: 3 };
    });
    await userEvent.click(exportButton());
    await screen.findByTestId('records-export-failed');
    expect(saved).toEqual([]);
  });

  it('is not offered for the agent form’s team records', async () => {
    answerPages();
    fakePlatform.answer(calls.agentReports.teamRecords, { list: [], totals: [], pageNum: 1, totalPages: 0 });
    await renderRecords(`${ROUTE}?types=A&scope=team`);
    expect(screen.queryByTestId('records-export')).toBeNull();
  });
});
