import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, fakePlatform, renderWithApp } from '@playdeck/testing';
import AgentRebateScreen from './agent-rebate-screen';
import DividendScreen from '../dividend/dividend-screen';

const agent = { token: 'agent-token', merchantCode: 'PLAYDECK', userName: 'agent01', type: 1 };

describe('agent rebate and dividend', () => {
  it('shows the rates, the earnings over the chosen range and the payouts', async () => {
    await renderWithApp(<AgentRebateScreen />, {
      path: '/m/member/agent/agentRebeat',
      routePath: '/m/member/agent/agentRebeat',
      session: agent,
    });
    expect((await screen.findByTestId('agent-rebate-total')).textContent).toBe('₫62.25');
    expect(screen.getByTestId('agent-rebate-rates').textContent).toContain('1.50%');
    expect(screen.getByText('2026-11-23')).toBeTruthy();
    const [first] = fakePlatform.requests(calls.agentContracts.rebate);
    expect(Number(first!.query!.endDate) - Number(first!.query!.startDate)).toBe(7 * 86_400_000);
    await userEvent.click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(fakePlatform.requests(calls.agentContracts.rebate)).toHaveLength(2));
  });

  it('shows the dividend terms and each period’s figures', async () => {
    await renderWithApp(<DividendScreen />, {
      path: '/m/member/agent/agentDivident',
      routePath: '/m/member/agent/agentDivident',
      session: agent,
    });
    expect((await screen.findByTestId('agent-dividend-terms')).textContent).toContain('20.00%');
    const periods = screen.getByTestId('agent-dividend-periods').textContent!;
    expect(periods).toContain('₫1,250.50');
    expect(periods).toContain('₫250.10');
    expect(periods).toContain('-₫320');
  });
});
