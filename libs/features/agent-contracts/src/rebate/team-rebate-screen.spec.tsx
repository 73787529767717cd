import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, fakePlatform, networkFailure, refuse, renderWithApp } from '@playdeck/testing';
import TeamRebateScreen from './team-rebate-screen';

const ROUTE = '/m/member/teamRebate';
const agent = { token: 'agent-token', merchantCode: 'PLAYDECK', userName: 'agent01', type: 1 };

async function openEditor() {
  await renderWithApp(<TeamRebateScreen />, { path: ROUTE, routePath: ROUTE, session: agent });
  await userEvent.click(await screen.findByTestId('team-rebate-edit-agent02'));
  return screen.getByRole('dialog');
}
const rate = (category: string) => screen.getByTestId(`team-rebate-rate-${category}`) as HTMLInputElement;

describe('team rebate', () => {
  it('lists the direct subordinates with their rates and the agent’s own', async () => {
    await renderWithApp(<TeamRebateScreen />, { path: ROUTE, routePath: ROUTE, session: agent });
    expect(await screen.findByTestId('team-rebate-agent02')).toBeTruthy();
    expect(screen.getByTestId('team-rebate-agent02').textContent).toContain('Slots 1.20%');
    expect(screen.getByTestId('team-rebate-team01').textContent).toContain('Member');
    expect(screen.getByTestId('team-rebate-own').textContent).toContain('Slots 1.50%');
  });

  it('refuses a rate above the agent’s own in the form, without calling the platform', async () => {
    const dialog = await openEditor();
    expect(rate('RNG').value).toBe('1.20');
    fireEvent.change(rate('RNG'), { target: { value: '1.51' } });
    await userEvent.click(screen.getByTestId('team-rebate-save'));
    expect(within(dialog).getByText("A subordinate's rebate cannot be higher than your own rate for that game category.")).toBeTruthy();
    expect(fakePlatform.requests(calls.agentContracts.updateTeamRebate)).toEqual([]);
  });

  it('sends only the changed rates, in basis points, and closes on success', async () => {
    await openEditor();
    fireEvent.change(rate('RNG'), { target: { value: '1.5' } });
    await userEvent.click(screen.getByTestId('team-rebate-save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakePlatform.requests(calls.agentContracts.updateTeamRebate)[0]!.body).toEqual({
      username: 'agent02',
      rates: [{ category: 'RNG', rateBp: 150 }],
    });
  });

  it('shows the platform’s refusal on the field it names', async () => {
    fakePlatform.answer(
      calls.agentContracts.updateTeamRebate,
      refuse('rebate.rate.above.own', { value: { field: 'LIVE', maxRateBp: 80 } }),
    );
    const dialog = await openEditor();
    fireEvent.change(rate('LIVE'), { target: { value: '0.7' } });
    await userEvent.click(screen.getByTestId('team-rebate-save'));
    expect(
      await within(dialog).findByText("A subordinate's rebate cannot be higher than your own rate for that game category."),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers a retry when the list cannot load', async () => {
    fakePlatform.answer(calls.agentContracts.teamRebate, networkFailure());
    await renderWithApp(<TeamRebateScreen />, { path: ROUTE, routePath: ROUTE, session: agent });
    expect(await screen.findByTestId('team-rebate-retry')).toBeTruthy();
  });
});
