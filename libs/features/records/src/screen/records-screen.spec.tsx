import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountRecord } from '@playdeck/api';
import {
  calls,
  demoMemberSession,
  demoMerchantWallets,
  fakePlatform,
  platformServer,
  refuseUnknown,
  renderWithApp,
  inTimeZone,
} from '@playdeck/testing';
import RecordsScreen from './records-screen';

// The member is in Vietnam (UTC+7, no DST); it is 10:00 local on 23 November 2026.
inTimeZone('Asia/Ho_Chi_Minh');
beforeEach(() => vi.setSystemTime(Date.UTC(2026, 10, 23, 3)));
afterEach(() => vi.useRealTimers());

const localMidnight = (day: number, month = 10) => Date.UTC(2026, month, day - 1, 17);
const TODAY = { from: localMidnight(23), to: localMidnight(24) };

const ROUTE = '/m/transaction/record';

function record(id: number, overrides: Partial<AccountRecord> = {}): AccountRecord {
  return {
    id,
    type: 'DEPOSIT',
    amount: 100,
    balanceAfter: 100,
    wallet: 'MAIN',
    reference: `ref-${id}`,
    createdAt: Date.UTC(2026, 10, 23, 2, 5, 9),
    ...overrides,
  };
}

const recordRequests = () => fakePlatform.requests(calls.records.list).map((request) => request.query);
const lastRecordRequest = () => recordRequests().at(-1);

async function renderRecords(path = ROUTE) {
  const view = await renderWithApp(<RecordsScreen />, { path, routePath: ROUTE, session: demoMemberSession });
  await waitFor(() => expect(screen.queryByTestId('records-loading')).toBeNull());
  return view;
}

describe('records: the range', () => {
  it('asks for today by default: from the local midnight to the next', async () => {
    await renderRecords();
    expect(recordRequests()).toEqual([{ from: TODAY.from, to: TODAY.to, pageNo: 1, pageSize: 20 }]);
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('7 and 30 days are the last 7 and 30 local days including today, and go into the URL', async () => {
    const { location } = await renderRecords();
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(lastRecordRequest()).toMatchObject({ from: localMidnight(17), to: TODAY.to, pageNo: 1 }));
    expect(location().search).toBe('?range=7d');

    await userEvent.click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(lastRecordRequest()).toMatchObject({ from: localMidnight(25, 9), to: TODAY.to }));
    expect(location().search).toBe('?range=30d');
  });

  it('a custom range covers its first to its last local day', async () => {
    const { location } = await renderRecords();
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-10-30' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-11-02' } });
    await waitFor(() => expect(lastRecordRequest()).toMatchObject({ from: localMidnight(30, 9), to: localMidnight(3) }));
    expect(location().search).toBe('?range=custom&from=2026-10-30&to=2026-11-02');
    // The picker keeps the member's dates while the URL follows them.
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('2026-11-02');
  });
});

describe('records: filters in the URL', () => {
  it('a URL with filters (a refresh, a shared link) shows and asks for them', async () => {
    await renderRecords(`${ROUTE}?type=BET&range=custom&from=2026-11-01&to=2026-11-05`);
    expect(recordRequests()).toEqual([{ types: 'BET', from: localMidnight(1), to: localMidnight(6), pageNo: 1, pageSize: 20 }]);
    expect(screen.getByRole('button', { name: 'Bet' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Custom' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-11-01');
  });

  it('unknown values in the URL fall back to all types and today', async () => {
    await renderRecords(`${ROUTE}?type=JACKPOT&range=forever&from=x`);
    expect(recordRequests()).toEqual([{ from: TODAY.from, to: TODAY.to, pageNo: 1, pageSize: 20 }]);
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('moving back to an earlier URL shows its range again', async () => {
    const { navigate } = await renderRecords(`${ROUTE}?range=7d`);
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    await navigate(`${ROUTE}?range=30d`);
    await waitFor(() => expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.queryByLabelText('Start date')).toBeNull();
    expect(lastRecordRequest()).toMatchObject({ from: localMidnight(25, 9), to: TODAY.to });
  });

  it('the type filter asks for one type, then all again', async () => {
    fakePlatform.answer(calls.records.list, ({ query }) => ({
      list: query?.types === 'DEPOSIT' ? [record(1)] : [record(2, { type: 'BET', amount: -5 }), record(1)],
      totals: [],
      pageNum: 1,
      totalPages: 1,
    }));
    const { location } = await renderRecords(`${ROUTE}?range=7d`);
    expect(recordRequests()).toEqual([{ from: localMidnight(17), to: TODAY.to, pageNo: 1, pageSize: 20 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(1));
    expect(lastRecordRequest()).toEqual({ types: 'DEPOSIT', from: localMidnight(17), to: TODAY.to, pageNo: 1, pageSize: 20 });
    expect(location().search).toBe('?type=DEPOSIT&range=7d');
    expect(screen.getByRole('button', { name: 'Deposit' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(2));
    expect(location().search).toBe('?range=7d');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('records: the list', () => {
  it('shows each record: type, signed amount, balance after, wallet name, reference and local time', async () => {
    fakePlatform.answer(calls.wallet.merchantWallets, {
      ...demoMerchantWallets,
      wallets: [...demoMerchantWallets.wallets, { code: 'JL', name: 'JILI' }],
    });
    fakePlatform.answer(calls.records.list, {
      list: [
        record(2, { type: 'BET', amount: -10.5, balanceAfter: 1_199.5, wallet: 'JL', reference: 'G20261123000001' }),
        record(1, { amount: 1_210, balanceAfter: 1_210, reference: null }),
      ],
      totals: [],
      pageNum: 1,
      totalPages: 1,
    });
    await renderRecords();
    const [bet, deposit] = screen.getAllByTestId('record-row');
    expect(within(bet!).getByTestId('record-type').textContent).toBe('Bet');
    expect(within(bet!).getByTestId('record-amount').textContent).toBe('-₫10.50');
    expect(within(bet!).getByTestId('record-amount').dataset.tone).toBe('debit');
    expect(within(bet!).getByTestId('record-balance').textContent).toBe('₫1,199.50');
    await waitFor(() => expect(within(bet!).getByTestId('record-wallet').textContent).toBe('JILI'));
    expect(within(bet!).getByTestId('record-reference').textContent).toBe('G20261123000001');
    // 02:05:09 UTC is 09:05:09 in Vietnam.
    expect(within(bet!).getByTestId('record-time').textContent).toBe('2026/11/23 09:05:09');
    expect(within(deposit!).getByTestId('record-amount').textContent).toBe('+₫1,210');
    expect(within(deposit!).getByTestId('record-amount').dataset.tone).toBe('credit');
    expect(within(deposit!).getByTestId('record-wallet').textContent).toBe('Main wallet');
    expect(within(deposit!).queryByTestId('record-reference')).toBeNull();
  });

  it('shows the totals of each type for the whole range, signed, in the types’ order', async () => {
    fakePlatform.answer(calls.records.list, {
      list: [record(1)],
      totals: [
        { type: 'WIN', count: 2, amount: 35 },
        { type: 'DEPOSIT', count: 1, amount: 1_210 },
        { type: 'BET', count: 3, amount: -10.5 },
        { type: 'ADJUSTMENT', count: 1, amount: 0.07 },
      ],
      pageNum: 1,
      totalPages: 3,
    });
    await renderRecords();
    const totals = screen.getByTestId('records-totals');
    const rows = within(totals)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling!.textContent}`);
    expect(rows).toEqual(['Deposit (1) +₫1,210', 'Bet (3) -₫10.50', 'Win (2) +₫35', 'Adjustment (1) +₫0.07']);
    expect(within(screen.getByTestId('kv-BET')).getByText('-₫10.50').dataset.tone).toBe('debit');
    expect(within(screen.getByTestId('kv-WIN')).getByText('+₫35').dataset.tone).toBe('credit');
  });

  it('loads the next page on "Load more" and keeps the first', async () => {
    fakePlatform.answer(calls.records.list, ({ query }) => {
      const pageNo = Number(query?.pageNo);
      return {
        list: pageNo === 1 ? [record(3), record(2)] : [record(1, { type: 'WIN', amount: 35 })],
        totals: [{ type: 'DEPOSIT' as const, count: 3, amount: 300 }],
        pageNum: pageNo,
        totalPages: 2,
      };
    });
    await renderRecords(`${ROUTE}?range=7d`);
    expect(screen.getAllByTestId('record-row')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(3));
    expect(recordRequests().map((query) => query?.pageNo)).toEqual([1, 2]);
    expect(lastRecordRequest()).toMatchObject({ from: localMidnight(17), to: TODAY.to });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByTestId('records-end').textContent).toBe('All records of the period are shown');
  });

  it('a failed next page keeps the list and offers to try again', async () => {
    fakePlatform.answer(calls.records.list, ({ query }) =>
      Number(query?.pageNo) === 1
        ? { list: [record(2)], totals: [], pageNum: 1, totalPages: 2 }
        : refuseUnknown('system.error', { status: 500 }),
    );
    await renderRecords();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByTestId('records-more-error');
    expect(screen.getAllByTestId('record-row')).toHaveLength(1);
    fakePlatform.answer(calls.records.list, { list: [record(1)], totals: [], pageNum: 2, totalPages: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(2));
    expect(screen.queryByTestId('records-more-error')).toBeNull();
  });
});

describe('records: empty, error and loading', () => {
  it('says there is nothing in the range and offers a longer one', async () => {
    fakePlatform.answer(calls.records.list, { list: [], totals: [], pageNum: 1, totalPages: 0 });
    const { location } = await renderRecords();
    const empty = screen.getByTestId('records-empty');
    expect(empty.textContent).toContain('No records in this period');
    expect(empty.textContent).toContain('Choose a longer date range to see older records.');
    await userEvent.click(within(empty).getByRole('button', { name: 'Show the last 30 days' }));
    await waitFor(() => expect(lastRecordRequest()).toMatchObject({ from: localMidnight(25, 9), to: TODAY.to }));
    expect(location().search).toBe('?range=30d');
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByTestId('records-empty')).queryByRole('button')).toBeNull();
  });

  it('an empty custom range gets the hint without a button that could shorten it', async () => {
    fakePlatform.answer(calls.records.list, { list: [], totals: [], pageNum: 1, totalPages: 0 });
    await renderRecords(`${ROUTE}?range=custom&from=2026-09-01&to=2026-11-20`);
    expect(screen.getByTestId('records-empty').textContent).toContain('Choose a longer date range to see older records.');
    expect(screen.queryByRole('button', { name: 'Show the last 30 days' })).toBeNull();
  });

  it('a refusal shows the error with a retry that loads the records', async () => {
    fakePlatform.answer(calls.records.list, refuseUnknown('system.error', { status: 500 }));
    await renderRecords();
    const error = screen.getByTestId('records-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('Your records could not be loaded');
    fakePlatform.answer(calls.records.list, { list: [record(1)], totals: [], pageNum: 1, totalPages: 1 });
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('records-list');
    expect(screen.getAllByTestId('record-row')).toHaveLength(1);
  });

  it('an answer that breaks the contract shows the error with retry, not a broken list', async () => {
    platformServer.use(
      http.get(calls.records.list.path, () => HttpResponse.json({ success: true, value: { list: [{ id: 'one' }], totals: [] } }), {
        once: true,
      }),
    );
    await renderRecords();
    const error = screen.getByTestId('records-error');
    expect(screen.queryByTestId('records-list')).toBeNull();
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('records-list');
  });

  it('shows a busy skeleton while the records load', async () => {
    let answer: () => void = () => {};
    fakePlatform.answer(
      calls.records.list,
      () => new Promise((resolve) => (answer = () => resolve({ list: [record(1)], totals: [], pageNum: 1, totalPages: 1 }))),
    );
    await renderWithApp(<RecordsScreen />, { path: ROUTE, routePath: ROUTE, session: demoMemberSession });
    expect(screen.getByTestId('records-loading').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(recordRequests()).toHaveLength(1));
    answer();
    await screen.findByTestId('records-list');
  });
});

describe('records: the agent form (?types=A)', () => {
  it('is titled as the agent’s own records and keeps types=A through filter changes', async () => {
    const { location } = await renderRecords(`${ROUTE}?types=A`);
    expect(screen.getByRole('heading', { name: 'My agent account records' })).toBeTruthy();
    expect(screen.getByTestId('records-agent')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Win' }));
    await waitFor(() => expect(lastRecordRequest()).toMatchObject({ types: 'WIN', from: localMidnight(17), to: TODAY.to }));
    expect(new URLSearchParams(location().search).get('types')).toBe('A');
    expect(location().search).toBe('?types=A&type=WIN&range=7d');
  });

  it('the member form has no agent title', async () => {
    await renderRecords();
    expect(screen.queryByRole('heading', { name: 'My agent account records' })).toBeNull();
    expect(screen.getByTestId('records-member')).toBeTruthy();
  });
});

describe('records in Vietnamese', () => {
  it('shows the filters and the list in TY', async () => {
    fakePlatform.answer(calls.records.list, {
      list: [record(1)],
      totals: [{ type: 'DEPOSIT', count: 1, amount: 100 }],
      pageNum: 1,
      totalPages: 1,
    });
    await renderWithApp(<RecordsScreen />, { path: ROUTE, routePath: ROUTE, session: demoMemberSession, language: 'TY' });
    await screen.findByTestId('records-list');
    expect(screen.getByRole('button', { name: 'Nạp tiền' })).toBeTruthy();
    expect(screen.getByTestId('kv-DEPOSIT').textContent).toContain('Nạp tiền (1)');
    expect(screen.getByTestId('record-wallet').textContent).toBe('Ví chính');
  });
});

describe('records: the agent form, team records', () => {
  const teamRequests = () => fakePlatform.requests(calls.agentReports.teamRecords).map((request) => request.query);

  it('shows the downline’s records with their members, then one member’s, the choice kept in the URL', async () => {
    const { location } = await renderRecords(`${ROUTE}?types=A`);
    expect(teamRequests()).toEqual([]);
    await userEvent.click(screen.getByTestId('records-scope-team'));
    await waitFor(() => expect(teamRequests()).toEqual([{ from: TODAY.from, to: TODAY.to, pageNo: 1, pageSize: 20 }]));
    expect(location().search).toBe('?types=A&scope=team');
    const members = await screen.findAllByTestId('record-member');
    expect(members.map((member) => member.textContent)).toEqual(['team05', 'team0301']);

    await userEvent.type(screen.getByTestId('records-team-member'), 'team05');
    await userEvent.click(screen.getByTestId('records-team-member-apply'));
    await waitFor(() => expect(teamRequests().at(-1)).toMatchObject({ username: 'team05', from: TODAY.from, to: TODAY.to }));
    expect(location().search).toBe('?types=A&scope=team&member=team05');

    await userEvent.click(screen.getByTestId('records-scope-mine'));
    expect(location().search).toBe('?types=A');
    await waitFor(() => expect(screen.queryAllByTestId('record-member')).toEqual([]));
  });

  it('a brand that turns team records off (TRANSREC3) offers no team choice; a typed scope=team shows the own records', async () => {
    const agentMenu = BRAND_AGENT_MENU as Record<keyof typeof BRAND_AGENT_MENU, boolean>;
    const was = agentMenu.TRANSREC3;
    agentMenu.TRANSREC3 = false;
    try {
      await renderRecords(`${ROUTE}?types=A&scope=team`);
      await screen.findByTestId('records-list');
      expect(screen.queryByTestId('records-scope-team')).toBeNull();
      expect(teamRequests()).toEqual([]);
    } finally {
      agentMenu.TRANSREC3 = was;
    }
  });

  it('the member form has no team choice, whatever the URL says', async () => {
    await renderRecords(`${ROUTE}?scope=team`);
    expect(screen.queryByTestId('records-scope-team')).toBeNull();
    expect(teamRequests()).toEqual([]);
  });
});
