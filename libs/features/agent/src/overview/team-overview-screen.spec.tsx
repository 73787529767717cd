import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENT_SESSION, calls, demoTeamKpi, fakePlatform, renderWithApp } from '@playdeck/testing';
import TeamOverviewScreen from './team-overview-screen';

const ROUTE = '/m/agent/team/overview';

describe('/m/agent/team/overview', () => {
  it("shows the team's counters over the last 7 days and its size", async () => {
    await renderWithApp(<TeamOverviewScreen />, { path: ROUTE, routePath: ROUTE, session: AGENT_SESSION });
    expect((await screen.findByTestId('team-size-all')).textContent).toBe(String(demoTeamKpi.size));
    expect(screen.getByTestId('team-size-direct').textContent).toBe(String(demoTeamKpi.directSize));
    expect(screen.getByTestId('kpi-teamBetMemberCount').textContent).toBe(String(demoTeamKpi.teamBetMemberCount));
    const [request] = fakePlatform.requests(calls.agentTeam.kpi);
    expect(Number(request!.query!.endDate) - Number(request!.query!.startDate)).toBe(7 * 86_400_000);
  });

  it('asks again for another range', async () => {
    await renderWithApp(<TeamOverviewScreen />, { path: ROUTE, routePath: ROUTE, session: AGENT_SESSION });
    await screen.findByTestId('team-size-all');
    screen.getByTestId('range-today').click();
    await waitFor(() => {
      const last = fakePlatform.requests(calls.agentTeam.kpi).at(-1)!;
      expect(Number(last.query!.endDate) - Number(last.query!.startDate)).toBe(86_400_000);
    });
  });
});
