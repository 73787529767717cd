import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@playdeck/session';
import { renderWithApp } from '@playdeck/testing';
import { RealAccountOnly } from './real-account-only';

const renderGuarded = () =>
  renderWithApp(<RealAccountOnly>the form</RealAccountOnly>, {
    path: '/m/changePsw',
    routePath: '/m/changePsw',
    routes: { '/m/login': <p>login page</p> },
    toasts: false,
  });

describe('RealAccountOnly', () => {
  it('shows the function to a member', async () => {
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECK', userName: 'amy' });
    await renderGuarded();
    expect(screen.getByText('the form')).toBeTruthy();
  });

  it('tells a trial user to log in with an actual account, and leads to login', async () => {
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECKtrial' });
    await renderGuarded();
    expect(screen.queryByText('the form')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Please login an actual account to use this function');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('tells a visitor to log in', async () => {
    await renderGuarded();
    expect(screen.getByRole('alert').textContent).toBe('You are not logged in, please login first.');
  });
});
