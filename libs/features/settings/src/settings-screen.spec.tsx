import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiQueryKey } from '@playdeck/api/client';
import { loadTexts, LANGUAGE_STORAGE_KEY } from '@playdeck/i18n';
import {
  calls,
  createTestQueryClient,
  demoMemberInfo,
  demoMemberSession,
  demoProfile,
  fakePlatform,
  networkFailure,
  refuse,
  renderWithApp,
} from '@playdeck/testing';
import SettingsScreen from './settings-screen';

const ROUTE = '/m/set';

async function open() {
  await Promise.all([loadTexts('settings'), loadTexts('forms'), loadTexts('kit')]);
  const queryClient = createTestQueryClient();
  const view = await renderWithApp(<SettingsScreen />, { path: ROUTE, routePath: ROUTE, session: demoMemberSession, queryClient });
  await screen.findByTestId('nickname-form');
  return { ...view, queryClient };
}

const nicknameInput = () => screen.getByTestId('nickname-form').querySelector<HTMLInputElement>('input[name="nickname"]')!;
const nicknameError = () => document.getElementById(nicknameInput().getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent;
function typeNickname(value: string) {
  fireEvent.change(nicknameInput(), { target: { value } });
  fireEvent.blur(nicknameInput());
}

describe('settings', () => {
  it('shows the nickname, the account and the masked e-mail, which leads to the security centre', async () => {
    await open();
    expect(nicknameInput().value).toBe('Lucky Amy');
    const account = screen.getByTestId('settings-account');
    expect(within(account).getByText('amy01')).toBeTruthy();
    const email = within(account).getByText('a•••y@example.com').closest('a')!;
    expect(email.getAttribute('href')).toBe('/m/securityCenter');
  });

  it('says when no e-mail is bound', async () => {
    fakePlatform.answer(calls.settings.profile, { ...demoProfile, maskedEmail: null });
    await open();
    expect(within(screen.getByTestId('settings-account')).getByText('Not bound')).toBeTruthy();
  });

  it('a failed load says so, and retry loads it', async () => {
    fakePlatform.answer(calls.settings.profile, networkFailure());
    await renderWithApp(<SettingsScreen />, { path: ROUTE, routePath: ROUTE, session: demoMemberSession });
    expect(await screen.findByTestId('settings-error')).toBeTruthy();
    fakePlatform.answer(calls.settings.profile, demoProfile);
    await userEvent.click(screen.getByTestId('settings-retry'));
    expect(await screen.findByTestId('nickname-form')).toBeTruthy();
  });
});

describe('settings: nickname', () => {
  it('checks the rule before calling: required, length, characters, and no change', async () => {
    await open();
    typeNickname('');
    expect(nicknameError()).toBe('Please enter a nickname');
    typeNickname('A');
    expect(nicknameError()).toBe('The nickname must be 2-20 characters');
    typeNickname('Amy <script>');
    expect(nicknameError()).toBe('Use letters and digits, with single spaces, dots, dashes or underscores between them');
    typeNickname('Lucky Amy');
    expect(nicknameError()).toBe('This is already your nickname');
    await userEvent.click(screen.getByTestId('nickname-submit'));
    expect(fakePlatform.requests(calls.settings.nickname)).toEqual([]);
  });

  it('saves the trimmed nickname once, and the member info the header reads has it at once', async () => {
    const { queryClient } = await open();
    queryClient.setQueryData(apiQueryKey(calls.session.memberInfo), demoMemberInfo);
    let release!: () => void;
    fakePlatform.answer(calls.settings.nickname, () => new Promise((resolve) => (release = () => resolve({ nickname: 'Trần An' }))));
    typeNickname('  Trần An ');
    await userEvent.click(screen.getByTestId('nickname-submit'));
    await userEvent.click(screen.getByTestId('nickname-submit'));
    release();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Nickname saved'));
    expect(fakePlatform.requests(calls.settings.nickname).map((request) => request.body)).toEqual([{ nickname: 'Trần An' }]);
    expect(queryClient.getQueryData<typeof demoMemberInfo>(apiQueryKey(calls.session.memberInfo))?.nickname).toBe('Trần An');
  });

  it("shows the platform's refusal on the field", async () => {
    fakePlatform.answer(calls.settings.nickname, refuse('request_param_err', { status: 400, value: { field: 'nickname' } }));
    await open();
    typeNickname('Amy_2');
    await userEvent.click(screen.getByTestId('nickname-submit'));
    await waitFor(() =>
      expect(nicknameError()).toBe(
        'This nickname is not allowed: use 2-20 letters or digits, with single spaces, dots, dashes or underscores between them',
      ),
    );
  });
});

describe('settings: avatar', () => {
  it('lists the static avatars and sets the one chosen; the head icon answer is cached at once', async () => {
    // The platform keeps the choice: the head icon read after it answers it.
    let current: { avatar: string | null; avatarType: 'STATIC' | 'CUSTOM' | null } = { avatar: null, avatarType: null };
    fakePlatform.answer(calls.headIcon.get, () => current);
    fakePlatform.answer(calls.headIcon.set, ({ body }) => (current = { avatar: String(body?.avatar), avatarType: 'STATIC' }));
    const { queryClient } = await open();
    const grid = await screen.findByTestId('static-avatars');
    expect(within(grid).getAllByRole('button')).toHaveLength(12);
    expect(within(grid).getByAltText('Avatar 3').getAttribute('src')).toBe('/wps/static/avatars/3.png');
    await userEvent.click(screen.getByTestId('static-avatar-3.png'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Avatar saved'));
    expect(fakePlatform.requests(calls.headIcon.set).map((request) => request.body)).toEqual([{ avatarType: 'STATIC', avatar: '3.png' }]);
    expect(queryClient.getQueryData(apiQueryKey(calls.headIcon.get))).toEqual({ avatar: '3.png', avatarType: 'STATIC' });
    await waitFor(() => expect(screen.getByTestId('static-avatar-3.png').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('settings-current-avatar').getAttribute('src')).toBe('/wps/static/avatars/3.png');
  });

  it('shows the initial until an avatar is chosen', async () => {
    await open();
    expect(screen.getByTestId('settings-current-avatar').textContent).toBe('L');
  });
});

describe('settings: language', () => {
  it("switches every text through the app's language switch and remembers it", async () => {
    await open();
    expect(screen.getByText('Nickname', { selector: 'h2' })).toBeTruthy();
    await userEvent.click(screen.getByTestId('language-TY'));
    expect(await screen.findByText('Biệt danh', { selector: 'h2' })).toBeTruthy();
    expect(screen.getByTestId('language-TY')).toHaveProperty('checked', true);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('TY');
    await userEvent.click(screen.getByTestId('language-EN'));
    expect(await screen.findByText('Nickname', { selector: 'h2' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('EN');
  });
});
