import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, demoAgentSession, fakePlatform, renderWithApp } from '@playdeck/testing';
import TeamBettingScreen from './team-betting-screen';

beforeEach(() => vi.setSystemTime(Date.UTC(2026, 10, 23, 3)));
afterEach(() => vi.useRealTimers());

const ROUTE = '/m/teamBetting';
const betRequests = () => fakePlatform.requests(calls.agentReports.teamBets).map((request) => request.query);
const memberCells = () =>
  within(screen.getByRole('table', { name: "The team's bets, newest first" }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.lastChild!.textContent);

async function renderBetting() {
  await renderWithApp(<TeamBettingScreen />, { path: ROUTE, routePath: ROUTE, session: demoAgentSession });
  await waitFor(() => expect(screen.queryByTestId('team-betting-loading')).toBeNull());
}

describe('team betting', () => {
  it('lists the whole team first, then applies member, category and vendor together', async () => {
    await renderBetting();
    expect(memberCells()).toEqual(['team01', 'team0301']);
    expect(betRequests()[0]).not.toHaveProperty('username');

    await userEvent.type(screen.getByTestId('team-betting-member'), ' team0301 ');
    await userEvent.selectOptions(screen.getByTestId('team-betting-category'), 'LIVE');
    await waitFor(() => expect(screen.getByRole('option', { name: 'JL Gaming' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByTestId('team-betting-vendor'), 'JL');
    expect(betRequests()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(betRequests().at(-1)).toMatchObject({ username: 'team0301', category: 'LIVE', vendor: 'JL', pageNo: 1 }));
    await waitFor(() => expect(memberCells()).toEqual(['team0301']));
    expect(screen.getByRole('heading', { name: 'Bets: 1' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The whole team again (from the cache: the unfiltered list was asked for first).
    await waitFor(() => expect(memberCells()).toEqual(['team01', 'team0301']));
    expect(screen.getByTestId('team-betting-member')).toHaveProperty('value', '');
  });

  it('says so when no bet matches', async () => {
    await renderBetting();
    await userEvent.type(screen.getByTestId('team-betting-member'), 'team05');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByTestId('team-betting-empty');
  });
});
