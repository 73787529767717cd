import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brand } from '@playdeck/brand';
import { i18n, initI18n } from '@playdeck/i18n';
import { calls, fakePlatform, signIn } from '@playdeck/testing';
import { App } from './app';

// Issue 29: the entries of the whole app (route table, guard, the screens' links), checked on the app itself.

beforeAll(async () => {
  await initI18n('EN');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

// A lazy screen's first load transforms its chunk: slow on a busy machine.
const LAZY = { timeout: 15_000 };

function openApp(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

const trialSession = { token: 'trial-token', merchantCode: `${brand.merchantCode}trial`, userName: 'trial01', type: 0 };
const subAgentSession = { token: 'agent-token', merchantCode: brand.merchantCode, userName: 'agent02', type: 2 };
const REWARD_CALLS = [calls.rewards.promotions, calls.rewards.clubBenefits, calls.rewards.applications];
// In tests the menu is a mutable global (tools/vitest/setup-web.ts resets it after each test).
const agentMenu = BRAND_AGENT_MENU as Record<keyof typeof BRAND_AGENT_MENU, boolean>;
const dividend = brand.agent.dividend;

afterEach(() => {
  brand.agent.dividend = dividend;
});

describe('a trial user and the reward centre', () => {
  it('typed: the real-account message, no rewards call, no error state, and home', async () => {
    signIn(trialSession);
    openApp('/m/rewardCenter');
    expect((await screen.findByTestId('session-notice')).textContent).toBe(i18n.t('error_trial_restricted'));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(screen.queryByTestId('reward-centre')).toBeNull();
    for (const call of REWARD_CALLS) expect(fakePlatform.requests(call)).toHaveLength(0);
  });

  it("from the member centre's rewards shortcut: the message, and the member centre stays", async () => {
    signIn(trialSession);
    openApp('/m/member/home');
    await userEvent.click(await within(await screen.findByTestId('member-centre', {}, LAZY)).findByTestId('row-rewards'));
    expect((await screen.findByTestId('session-notice')).textContent).toBe(i18n.t('error_trial_restricted'));
    await waitFor(() => expect(window.location.pathname).toBe('/m/member/home'));
    expect(await screen.findByTestId('member-centre', {}, LAZY)).toBeTruthy();
    for (const call of REWARD_CALLS) expect(fakePlatform.requests(call)).toHaveLength(0);
  });
});

describe('screens the brand turns off in brand.json, typed by an agent', () => {
  it.each([
    [
      '/m/agent/team/pnl',
      (): void => {
        agentMenu.AGETEAMPNL3 = false;
      },
      calls.agentReports.teamPnl,
    ],
    [
      '/m/teamBetting',
      (): void => {
        agentMenu.TEAMBETTING3 = false;
      },
      calls.agentReports.teamBets,
    ],
    [
      '/m/member/agent/agentRebeat',
      (): void => {
        agentMenu.AGEREBINC3 = false;
      },
      calls.agentContracts.rebate,
    ],
    [
      '/m/member/notice?types=A',
      (): void => {
        agentMenu.MAILCEN = false;
      },
      calls.content.announcements,
    ],
    [
      '/m/member/agent/agentDivident',
      (): void => {
        brand.agent.dividend = false;
      },
      calls.agentContracts.dividend,
    ],
  ] as const)('%s lands on the agent home with the message, and asks nothing of the screen', async (url, turnOff, call) => {
    turnOff();
    signIn(subAgentSession);
    openApp(url);
    expect((await screen.findByTestId('session-notice')).textContent).toBe(i18n.t('error_no_permission'));
    await waitFor(() => expect(window.location.pathname).toBe('/m/agent'));
    expect(await screen.findByTestId('agent-greeting', {}, LAZY)).toBeTruthy();
    expect(fakePlatform.requests(call)).toHaveLength(0);
  });

  it('with the switch on, the same URL opens its screen', async () => {
    agentMenu.AGETEAMPNL3 = true;
    signIn(subAgentSession);
    openApp('/m/agent/team/pnl');
    await waitFor(() => expect(fakePlatform.requests(calls.agentReports.teamPnl).length).toBeGreaterThan(0), LAZY);
    expect(window.location.pathname).toBe('/m/agent/team/pnl');
    expect(screen.queryByTestId('session-notice')).toBeNull();
  });
});
