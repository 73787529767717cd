import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT_SESSION, calls, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import AgentRegisterScreen from './agent-register-screen';

const ROUTE = '/m/agentRegister';
const form = () => screen.getByTestId('agent-register-form');
const input = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const errorOf = (name: string) =>
  document.getElementById(input(name).getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent;
function type(name: string, value: string) {
  fireEvent.change(input(name), { target: { value } });
  fireEvent.blur(input(name));
}

async function open() {
  await renderWithApp(<AgentRegisterScreen />, { path: ROUTE, routePath: ROUTE, session: AGENT_SESSION });
  await screen.findByTestId('agent-register-form');
}

describe('/m/agentRegister', () => {
  it('opens a member account under the agent, once however often it is pressed', async () => {
    await open();
    type('username', ' newbie01 ');
    type('password', 'Fresh5678');
    type('confirmPassword', 'Fresh5678');
    const submit = screen.getByTestId('agent-register-submit');
    await userEvent.click(submit);
    await userEvent.click(submit);
    expect((await screen.findByTestId('agent-register-done')).textContent).toContain('newbie01 has joined your team.');
    expect(fakePlatform.requests(calls.agentTeam.register).map((request) => request.body)).toEqual([
      { username: 'newbie01', password: 'Fresh5678', confirmPassword: 'Fresh5678', userType: 0 },
    ]);
  });

  it('opens a sub-agent when the agent type is chosen', async () => {
    await open();
    type('username', 'subagent1');
    type('password', 'Fresh5678');
    type('confirmPassword', 'Fresh5678');
    fireEvent.click(screen.getByTestId('agent-register-type-2'));
    await userEvent.click(screen.getByTestId('agent-register-submit'));
    await waitFor(() => expect(fakePlatform.requests(calls.agentTeam.register)[0]!.body).toMatchObject({ userType: 2 }));
  });

  it('checks the confirmation before sending, and shows a taken username on its field', async () => {
    await open();
    type('username', 'team01');
    type('password', 'Fresh5678');
    type('confirmPassword', 'Other5678');
    await userEvent.click(screen.getByTestId('agent-register-submit'));
    expect(errorOf('confirmPassword')).toBe('The confirmation password is incorrect');
    expect(fakePlatform.requests(calls.agentTeam.register)).toEqual([]);
    fakePlatform.answer(calls.agentTeam.register, refuse('username.exists'));
    type('confirmPassword', 'Fresh5678');
    await userEvent.click(screen.getByTestId('agent-register-submit'));
    await waitFor(() => expect(errorOf('username')).toBeTruthy());
    expect(screen.queryByTestId('agent-register-done')).toBeNull();
  });

  it("shows the platform's daily limit of sign-ups, translated, and opens nothing", async () => {
    fakePlatform.answer(calls.agentTeam.register, refuse('TOO_MANY_REQUEST', { status: 429, value: { retryAfterSeconds: 86_400 } }));
    await open();
    type('username', 'newbie21');
    type('password', 'Fresh5678');
    type('confirmPassword', 'Fresh5678');
    await userEvent.click(screen.getByTestId('agent-register-submit'));
    expect((await screen.findByTestId('agent-register-error')).textContent).toBe('Too many attempts. Please try again in 24 h.');
    expect(screen.queryByTestId('agent-register-done')).toBeNull();
    expect(fakePlatform.requests(calls.agentTeam.register)).toHaveLength(1);
  });
});
