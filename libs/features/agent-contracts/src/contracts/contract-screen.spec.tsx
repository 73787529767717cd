import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, delayed, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import SalaryContractScreen from './salary-contract-screen';
import HourContractScreen from './hour-contract-screen';

const ROUTE = '/m/member/agent/getSalaryContract';
const agent = { token: 'agent-token', merchantCode: 'PLAYDECK', userName: 'agent02', type: 2 };
const open = () => renderWithApp(<SalaryContractScreen />, { path: ROUTE, routePath: ROUTE, session: agent });

describe('salary contract', () => {
  it('shows the pending offer’s tiers and accepts it once', async () => {
    const accepted = {
      id: 7,
      kind: 'SALARY',
      basis: 'TURNOVER',
      tiers: [{ min: 0, value: 50 }],
      state: 'ACCEPTED',
      offeredBy: 'agent01',
      createdAt: 0,
      decidedAt: 1,
    } as const;
    fakePlatform.answer(calls.agentContracts.answerContract, delayed(300, { ...accepted, tiers: [...accepted.tiers] }));
    await open();
    const terms = await screen.findByTestId('agent-contract-offer-terms');
    expect(terms.textContent).toContain('By team turnover');
    expect(terms.textContent).toContain('₫5,000');
    expect(terms.textContent).toContain('₫120');
    expect(fakePlatform.requests(calls.agentContracts.contract)[0]!.query).toEqual({ kind: 'SALARY' });
    const accept = screen.getByTestId('agent-contract-accept');
    await userEvent.click(accept);
    await userEvent.click(accept);
    await waitFor(() => expect(fakePlatform.requests(calls.agentContracts.answerContract)).toHaveLength(1));
    expect(fakePlatform.requests(calls.agentContracts.answerContract)[0]!.body).toEqual({ id: 7, accept: true });
  });

  it('rejects only after the confirmation', async () => {
    await open();
    await userEvent.click(await screen.findByTestId('agent-contract-reject'));
    const dialog = screen.getByRole('dialog');
    expect(fakePlatform.requests(calls.agentContracts.answerContract)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(fakePlatform.requests(calls.agentContracts.answerContract)[0]!.body).toEqual({ id: 7, accept: false }));
  });

  it('says so when the offer is no longer pending', async () => {
    fakePlatform.answer(calls.agentContracts.answerContract, refuse('agent.contract.not.pending', { status: 409 }));
    await open();
    await userEvent.click(await screen.findByTestId('agent-contract-accept'));
    expect(await screen.findByText('This contract offer is no longer waiting for your answer.')).toBeTruthy();
  });

  it('shows no offer and no contract in force for a kind without either', async () => {
    await renderWithApp(<HourContractScreen />, {
      path: '/m/member/agent/getHourContract',
      routePath: '/m/member/agent/getHourContract',
      session: agent,
    });
    expect(await screen.findByTestId('agent-contract-no-offer')).toBeTruthy();
    expect(screen.getByTestId('agent-contract-current').textContent).toContain('No contract of this kind is in force.');
  });
});
