import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@playdeck/i18n';
import { useSessionStore } from '@playdeck/session';
import { RealAccountOnly } from './real-account-only';

beforeAll(() => initI18n('EN'));
afterEach(() => useSessionStore.setState({ session: null }));

function renderGuarded() {
  render(
    <MemoryRouter initialEntries={['/m/changePsw']}>
      <Routes>
        <Route path="/m/changePsw" element={<RealAccountOnly>the form</RealAccountOnly>} />
        <Route path="/m/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RealAccountOnly', () => {
  it('shows the function to a member', () => {
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECK', userName: 'amy' });
    renderGuarded();
    expect(screen.getByText('the form')).toBeTruthy();
  });

  it('tells a trial user to log in with an actual account, and leads to login', async () => {
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECKtrial' });
    renderGuarded();
    expect(screen.queryByText('the form')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Please login an actual account to use this function');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('tells a visitor to log in', () => {
    renderGuarded();
    expect(screen.getByRole('alert').textContent).toBe('You are not logged in, please login first.');
  });
});
