import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '@playdeck/brand';
import { useSessionStore } from '@playdeck/session';
import { formatMoney, toMinorWallet } from '@playdeck/site-data';
import { AGENT_SESSION, calls, demoTeamKpi, demoWallet, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import { AGENT_MENU } from './agent-menu';
import AgentHomeScreen from './agent-home-screen';

const ROUTE = '/m/agent';
// In tests the menu is a mutable global (tools/vitest/setup-web.ts resets it after each test).
const agentMenu = BRAND_AGENT_MENU as Record<keyof typeof BRAND_AGENT_MENU, boolean>;
const dividend = brand.agent.dividend;

afterEach(() => {
  brand.agent.dividend = dividend;
});

async function open() {
  const view = await renderWithApp(<AgentHomeScreen />, { path: ROUTE, routePath: ROUTE, session: AGENT_SESSION });
  await screen.findByTestId('agent-kpi');
  return view;
}

describe('/m/agent', () => {
  it("greets the agent by name, shows today's four team counters from the platform", async () => {
    await open();
    expect(screen.getByTestId('agent-username').textContent).toBe('agent01');
    for (const id of ['teamLoginMemberCount', 'teamBetMemberCount', 'teamRegisterMemberCount', 'teamOnlineCount'] as const) {
      expect(screen.getByTestId(`kpi-${id}`).textContent).toBe(String(demoTeamKpi[id]));
    }
    const [request] = fakePlatform.requests(calls.agentTeam.kpi);
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    expect(request!.query).toMatchObject({ startDate: start.getTime() });
    expect(Number(request!.query!.endDate) - start.getTime()).toBeGreaterThanOrEqual(23 * 3_600_000);
    const wallet = toMinorWallet(demoWallet);
    await waitFor(() => expect(screen.getByTestId('agent-balance').textContent).toBe(formatMoney(wallet.sumBalance)));
  });

  it('shows only the entries whose key the brand enables, and online service always', async () => {
    agentMenu.DOWNMAN = false;
    agentMenu.MAILCEN = true;
    await open();
    const grid = screen.getByTestId('agent-menu');
    const shown = within(grid)
      .getAllByRole('link')
      .map((link) => link.getAttribute('data-testid'));
    const expected = AGENT_MENU.filter((entry) => agentMenu[entry.key]).map((entry) => `agent-menu-${entry.id}`);
    expect(shown).toEqual([...expected, 'agent-menu-service']);
    expect(screen.queryByTestId('agent-menu-team')).toBeNull();
    expect(screen.queryByTestId('agent-menu-register')).toBeNull();
    expect(screen.getByTestId('agent-menu-notices').getAttribute('href')).toBe('/m/member/notice?types=A');
    expect(screen.getByTestId('agent-menu-service').getAttribute('href')).toBe(
      new URL(brand.links.customerService, window.location.origin).href,
    );
  });

  it('has the dividend footer item only when dividend is enabled', async () => {
    brand.agent.dividend = true;
    const first = await open();
    expect(screen.getByTestId('agent-footer-dividend').getAttribute('href')).toBe('/m/member/agent/agentDivident');
    first.unmount();
    brand.agent.dividend = false;
    await open();
    expect(screen.queryByTestId('agent-footer-dividend')).toBeNull();
    expect(screen.getByTestId('agent-footer-home')).toBeTruthy();
  });

  it('a tap goes where it says with a session, and does nothing once the session has ended (spec section 5)', async () => {
    agentMenu.AGEPAG = true;
    brand.agent.dividend = true;
    const view = await open();
    const taps = ['agent-menu-overview', 'agent-menu-service', 'agent-footer-home', 'agent-footer-member', 'agent-footer-dividend'];
    // A click no handler prevented is one the browser would follow.
    const followed = (testId: string) => fireEvent.click(screen.getByTestId(testId));
    expect(followed('agent-menu-service')).toBe(true);

    useSessionStore.getState().clearSession();
    for (const testId of taps) {
      expect(followed(testId)).toBe(false);
      expect(view.location().pathname).toBe(ROUTE);
    }

    useSessionStore.setState({ session: AGENT_SESSION });
    fireEvent.click(screen.getByTestId('agent-menu-overview'));
    await waitFor(() => expect(view.location().pathname).toBe('/m/agent/team/overview'));
  });

  it('says when the counters fail, and retries', async () => {
    fakePlatform.answer(calls.agentTeam.kpi, refuse('non.agent.login', { status: 403 }));
    await renderWithApp(<AgentHomeScreen />, { path: ROUTE, routePath: ROUTE, session: AGENT_SESSION });
    expect((await screen.findByTestId('agent-kpi-error')).textContent).toContain('Non-agents cannot log in');
    fakePlatform.answer(calls.agentTeam.kpi, demoTeamKpi);
    screen.getByTestId('agent-kpi-retry').click();
    expect((await screen.findByTestId('kpi-teamOnlineCount')).textContent).toBe('3');
  });
});
