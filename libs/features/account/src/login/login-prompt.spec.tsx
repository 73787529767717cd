import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@playdeck/session';
import { LoginPromptHost } from './login-prompt-host';
import { closeLoginPrompt, requireLogin, useLoginPrompt } from './login-prompt';
import { calls, demoSessionAnswer, fakePlatform, renderWithApp } from '@playdeck/testing';

vi.mock('./free-trial-button', () => ({ FreeTrialButton: () => null }));

// An agent's login (customerType 1), as the platform answers one.
const sessionAnswer = { ...demoSessionAnswer, customerType: 1 as const };

afterEach(() => {
  act(() => closeLoginPrompt());
  vi.clearAllMocks();
});

describe('requireLogin and the login modal', () => {
  it('answers true at once when there is a session, without opening anything', async () => {
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECK' });
    await expect(requireLogin()).resolves.toBe(true);
    expect(useLoginPrompt.getState().open).toBe(false);
  });

  it('opens the login form over the page and answers true once logged in, staying on the page', async () => {
    fakePlatform.answer(calls.session.login, () => sessionAnswer);
    const view = await renderWithApp(<LoginPromptHost />, { path: '/m/activity' });
    expect(screen.queryByRole('dialog')).toBeNull();

    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = requireLogin();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'member01' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Demo1234' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await expect(answer).resolves.toBe(true);
    expect(useSessionStore.getState().session?.token).toBe('token-1');
    expect(view.location().pathname).toBe('/m/activity');
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('answers false when the visitor closes it, and when they follow a link away', async () => {
    const view = await renderWithApp(<LoginPromptHost />, { path: '/m/activity' });
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = requireLogin();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await expect(answer).resolves.toBe(false);

    act(() => {
      answer = requireLogin();
    });
    fireEvent.click(await screen.findByTestId('login-register'));
    await expect(answer).resolves.toBe(false);
    expect(view.location().pathname).toBe('/m/register');
  });
});
