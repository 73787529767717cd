import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENT_SESSION, calls, fakePlatform, renderWithApp } from '@playdeck/testing';
import TeamMembersScreen, { TEAM_PAGE_SIZE } from './team-members-screen';

const ROUTE = '/m/member/team';
const names = () => screen.getAllByTestId('team-member-name').map((cell) => cell.textContent);

async function open() {
  await renderWithApp(<TeamMembersScreen />, { path: ROUTE, routePath: ROUTE, session: AGENT_SESSION });
  await screen.findByTestId('team-members-table');
}

describe('/m/member/team', () => {
  it('lists the first page of the downline with the total, over the last 30 days', async () => {
    await open();
    expect(screen.getByTestId('team-total').textContent).toBe('Members: 30');
    expect(new Set(names()).size).toBe(TEAM_PAGE_SIZE);
    const [request] = fakePlatform.requests(calls.agentTeam.members);
    expect(request!.query).toMatchObject({ pageNo: 1, pageSize: TEAM_PAGE_SIZE });
    expect(Number(request!.query!.endDate) - Number(request!.query!.startDate)).toBe(30 * 86_400_000);
  });

  it('pages forward and back', async () => {
    await open();
    const first = names();
    fireEvent.click(screen.getByTestId('team-page-next'));
    await waitFor(() => expect(screen.getByTestId('team-page').textContent).toBe('Page 2 of 3'));
    await waitFor(() => expect(names()).not.toEqual(first));
    fireEvent.click(screen.getByTestId('team-page-previous'));
    await waitFor(() => expect(names()).toEqual(first));
  });

  it('searches by username from the first page', async () => {
    await open();
    fireEvent.change(screen.getByTestId('team-search-input'), { target: { value: ' team02 ' } });
    fireEvent.click(screen.getByTestId('team-search-submit'));
    await waitFor(() =>
      expect(fakePlatform.requests(calls.agentTeam.members).at(-1)!.query).toMatchObject({ username: 'team02', pageNo: 1 }),
    );
    await waitFor(() => expect(names().every((name) => name!.includes('team02'))).toBe(true));
  });

  it('says when nobody matches', async () => {
    await open();
    fireEvent.change(screen.getByTestId('team-search-input'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByTestId('team-search-submit'));
    expect(await screen.findByText('No team members found')).toBeTruthy();
  });
});
