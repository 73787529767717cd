import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@playdeck/i18n';
import { calls, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import { LoginForm } from './login-form';

const ENDS_AT = Date.UTC(2026, 10, 25, 10, 0);
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

async function signIn(language?: 'EN' | 'TY') {
  await renderWithApp(<LoginForm onSuccess={() => undefined} />, { path: '/m/login', language });
  fireEvent.change(input('login-username'), { target: { value: 'member01' } });
  fireEvent.change(input('login-password'), { target: { value: 'Demo1234' } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('login: a member on a break', () => {
  it('is told when a time-out ends', async () => {
    fakePlatform.answer(calls.session.login, refuse('rg.time.out', { value: { endsAt: ENDS_AT } }));
    await signIn();
    expect(await screen.findByText(`You are on a time-out until ${formatDateTime(ENDS_AT)}. You can sign in again then.`)).toBeTruthy();
  });

  it('is told when a self-exclusion ends, in Vietnamese too', async () => {
    fakePlatform.answer(calls.session.login, refuse('rg.self.excluded', { value: { endsAt: ENDS_AT } }));
    await signIn('TY');
    expect(await screen.findByText(`Bạn đã tự loại trừ đến ${formatDateTime(ENDS_AT)}. Khi đó bạn có thể đăng nhập lại.`)).toBeTruthy();
  });
});
