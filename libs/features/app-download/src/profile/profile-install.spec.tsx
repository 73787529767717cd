import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@playdeck/testing';
import { ProfileInstall } from './profile-install';
import { PROFILE_SETTINGS_MESSAGE_MS } from './use-profile-install';

/** A window stand-in that records downloads instead of navigating (jsdom cannot navigate). */
const fakeNavigation = () => ({ open: vi.fn(), location: { assign: vi.fn() } });

const PROFILE = 'https://download.playdeck.test/playdeck.mobileconfig';
const PROVISION = 'https://download.playdeck.test/provision';
const SETTINGS_MESSAGE = 'Profile downloaded. Now open Settings and tap Profile Downloaded to install it.';

const REFUSED = 'This link cannot be opened: it does not lead to a web page or a page of the app.';

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

async function startProfileDownload(provisionUrl: string | null = PROVISION) {
  const navigation = fakeNavigation();
  await renderWithApp(<ProfileInstall profileUrl={PROFILE} provisionUrl={provisionUrl} navigation={navigation} />, { toasts: false });
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Install the iOS profile' }));
  return navigation;
}

describe('iOS profile install', () => {
  it('downloads the profile, then on focus shows the Settings message for 4 s and opens the provisioning URL', async () => {
    const navigation = await startProfileDownload();
    expect(navigation.open).toHaveBeenCalledWith(PROFILE, '_blank', 'noopener');
    expect(screen.getByText('Puts Playdeck on your home screen once you install the profile in Settings.')).toBeTruthy();

    // Nothing happens while iOS's profile prompt is still up.
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText(SETTINGS_MESSAGE)).toBeNull();

    act(() => void window.dispatchEvent(new Event('focus')));
    expect(screen.getByRole('status').textContent).toBe(SETTINGS_MESSAGE);

    act(() => vi.advanceTimersByTime(PROFILE_SETTINGS_MESSAGE_MS - 1));
    expect(navigation.location.assign).not.toHaveBeenCalled();
    expect(screen.queryByText(SETTINGS_MESSAGE)).not.toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(navigation.location.assign).toHaveBeenCalledExactlyOnceWith(PROVISION);
    expect(screen.queryByText(SETTINGS_MESSAGE)).toBeNull();

    // A later focus does not start it again.
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(screen.queryByText(SETTINGS_MESSAGE)).toBeNull();
  });

  it('also notices the return when the page becomes visible again', async () => {
    const navigation = await startProfileDownload();
    visibility = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.queryByText(SETTINGS_MESSAGE)).toBeNull();
    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByText(SETTINGS_MESSAGE)).toBeTruthy();
    act(() => vi.advanceTimersByTime(PROFILE_SETTINGS_MESSAGE_MS));
    expect(navigation.location.assign).toHaveBeenCalledWith(PROVISION);
  });

  it('without a provisioning URL the message shows and the page stays', async () => {
    const navigation = await startProfileDownload(null);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(screen.getByText(SETTINGS_MESSAGE)).toBeTruthy();
    act(() => vi.advanceTimersByTime(PROFILE_SETTINGS_MESSAGE_MS));
    expect(screen.queryByText(SETTINGS_MESSAGE)).toBeNull();
    expect(navigation.location.assign).not.toHaveBeenCalled();
  });

  it('never opens a profile link the URL guard refuses, and says so', async () => {
    const navigation = fakeNavigation();
    await renderWithApp(<ProfileInstall profileUrl=" javascript:alert(1)" provisionUrl={PROVISION} navigation={navigation} />);
    fireEvent.click(screen.getByRole('button', { name: 'Install the iOS profile' }));
    expect(screen.getByRole('alert').textContent).toBe(REFUSED);
    expect(navigation.open).not.toHaveBeenCalled();
    expect(navigation.location.assign).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(screen.queryByText(SETTINGS_MESSAGE)).toBeNull();
  });

  it('never goes to a provisioning page the URL guard refuses, and says so', async () => {
    const navigation = fakeNavigation();
    await renderWithApp(
      <ProfileInstall profileUrl={PROFILE} provisionUrl="data:text/html,<script>alert(1)</script>" navigation={navigation} />,
    );
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Install the iOS profile' }));
    act(() => void window.dispatchEvent(new Event('focus')));
    act(() => vi.advanceTimersByTime(PROFILE_SETTINGS_MESSAGE_MS));
    expect(navigation.location.assign).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(REFUSED);
  });

  it('speaks Vietnamese in TY', async () => {
    await renderWithApp(<ProfileInstall profileUrl={PROFILE} navigation={fakeNavigation()} />, { language: 'TY', toasts: false });
    expect(screen.getByRole('button', { name: 'Cài đặt cấu hình iOS' })).toBeTruthy();
  });
});
