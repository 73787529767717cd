import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, demoAgentSession, fakePlatform, refuse, renderWithApp, inTimeZone } from '@playdeck/testing';
import TeamPnlScreen from './team-pnl-screen';

// The agent is in Vietnam (UTC+7, no DST); it is 10:00 local on 23 November 2026.
inTimeZone('Asia/Ho_Chi_Minh');
beforeEach(() => vi.setSystemTime(Date.UTC(2026, 10, 23, 3)));
afterEach(() => vi.useRealTimers());

const ROUTE = '/m/agent/team/pnl';
const localMidnight = (day: number, month = 10) => Date.UTC(2026, month, day - 1, 17);
const pnlRequests = () => fakePlatform.requests(calls.agentReports.teamPnl).map((request) => request.query);

async function renderPnl() {
  await renderWithApp(<TeamPnlScreen />, { path: ROUTE, routePath: ROUTE, session: demoAgentSession });
  await waitFor(() => expect(screen.queryByTestId('team-pnl-loading')).toBeNull());
}

describe('team P&L', () => {
  it('asks for the last 7 local days, then 30 days, as [from, to)', async () => {
    await renderPnl();
    expect(pnlRequests()).toEqual([{ from: localMidnight(17), to: localMidnight(24), pageNo: 1, pageSize: 20 }]);
    await userEvent.click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() =>
      expect(pnlRequests().at(-1)).toEqual({ from: localMidnight(25, 9), to: localMidnight(24), pageNo: 1, pageSize: 20 }),
    );
  });

  it('shows the total of the range and every member with bets, wins, bonuses and net', async () => {
    await renderPnl();
    const total = screen.getByTestId('team-pnl-total');
    expect(within(total).getByTestId('kv-bets').textContent).toContain('₫1,730');
    expect(within(total).getByTestId('kv-net').textContent).toContain('-₫47.50');
    expect(screen.getByRole('heading', { name: 'Team total, members with activity: 3' })).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Profit and loss per team member' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.lastChild!.textContent)).toEqual(['team01', 'team0301', 'team05']);
    expect(within(rows[1]!).getAllByRole('cell')[4]!.lastChild!.textContent).toContain('325.50');
    expect(screen.getByTestId('team-pnl-end')).toBeTruthy();
  });

  it('says so when nobody in the team played, and shows a refusal with a retry', async () => {
    fakePlatform.answer(calls.agentReports.teamPnl, {
      list: [],
      total: { members: 0, bets: 0, wins: 0, bonuses: 0, net: 0 },
      pageNum: 1,
      totalPages: 0,
    });
    await renderPnl();
    expect(screen.getByTestId('team-pnl-empty')).toBeTruthy();

    fakePlatform.answer(calls.agentReports.teamPnl, refuse('permission.denied', { status: 403 }));
    await userEvent.click(screen.getByRole('button', { name: '30 days' }));
    const alert = await screen.findByTestId('team-pnl-error');
    expect(alert.textContent).toContain('The report could not be loaded');
    fakePlatform.reset();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('team-pnl-total');
  });
});
