import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calls, fakePlatform, renderWithApp } from '@playdeck/testing';
import { ContractPromptHost } from './contract-prompt-host';

const agent = { token: 'agent-token', merchantCode: 'PLAYDECK', userName: 'agent02', type: 2 };
const pending = { dailysalreqtype: 7, divtypecompperiodreq: 0, contracthoursalreq: 3 };
const open = (session = agent, path = '/m/home') =>
  renderWithApp(<ContractPromptHost />, { path, routePath: '/m/*', session, routes: { '/m/home': <ContractPromptHost /> } });

describe('contract prompts', () => {
  it('on home, prompts for each pending request in turn; go opens its contract screen', async () => {
    fakePlatform.answer(calls.agentContracts.requests, pending);
    const { location } = await open();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('You have a new daily salary contract to review.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('You have a new hourly salary contract to review.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(location().pathname).toBe('/m/member/agent/getHourContract'));
  });

  it('prompts once per session for a request', async () => {
    fakePlatform.answer(calls.agentContracts.requests, { ...pending, contracthoursalreq: 0 });
    const first = await open();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    first.unmount();
    await open();
    await waitFor(() => expect(fakePlatform.requests(calls.agentContracts.requests).length).toBeGreaterThan(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never asks for types 4, 40, 41 and 42, and away from home before a login', async () => {
    fakePlatform.answer(calls.agentContracts.requests, pending);
    for (const type of [4, 40, 41, 42]) {
      const view = await open({ ...agent, type });
      view.unmount();
    }
    const elsewhere = await open(agent, '/m/withdraw');
    await new Promise((resolve) => setTimeout(resolve, 50));
    elsewhere.unmount();
    expect(fakePlatform.requests(calls.agentContracts.requests)).toEqual([]);
  });

  it('tells the app while a prompt is open, so the announcement popup waits', async () => {
    fakePlatform.answer(calls.agentContracts.requests, { ...pending, contracthoursalreq: 0 });
    const prompting = vi.fn();
    await renderWithApp(<ContractPromptHost onPromptingChange={prompting} />, { path: '/m/home', routePath: '/m/*', session: agent });
    const dialog = await screen.findByRole('dialog');
    expect(prompting).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(prompting).toHaveBeenLastCalledWith(false));
  });
});
