import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigate } from 'react-router-dom';
import { initI18n } from '@playdeck/i18n';
import { paths } from '@playdeck/routes';
import { useSessionNotice, useSessionStore } from '@playdeck/session';
import { expectFirstView, firstViewSettled } from '@playdeck/ui';
import { AnnouncementPopupHost } from './announcement-popup-host';
import { renderWithApp } from '@playdeck/testing';

const loads = vi.hoisted(() => ({ count: 0 }));

vi.mock('./announcement-popup', () => {
  loads.count++;
  return { default: ({ audience }: { audience: string }) => <p data-testid="popup">{audience}</p> };
});

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(path)}>
      go {path}
    </button>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const shown = () => screen.queryByTestId('popup')?.textContent ?? null;

async function renderHost(path: string) {
  await initI18n('EN');
  vi.useFakeTimers();
  const view = await renderWithApp(
    <>
      <AnnouncementPopupHost />
      <GoTo path="/m/activity" />
      <GoTo path="/m/home" />
    </>,
    { path },
  );
  // The page is already loaded under jsdom; this lets the host see it settle (no idle callback there: a 0 ms task).
  await advance(0);
  return view;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AnnouncementPopupHost', () => {
  // First in the file: the popup's module must not have been loaded by anything yet.
  it('stays empty and loads nothing away from home', async () => {
    await renderHost('/m/activity');
    await advance(2000);
    expect(shown()).toBeNull();
    expect(loads.count).toBe(0);
  });

  it.each(paths.homeAliases)('on %s, loads the popup 500 ms after mount', async (path) => {
    await renderHost(path);
    await advance(499);
    expect(shown()).toBeNull();
    await advance(1);
    expect(shown()).toBe('visitor');
  });

  it('switches audience 500 ms after a login, and again after a logout', async () => {
    await renderHost('/m/home');
    await advance(500);
    expect(shown()).toBe('visitor');

    act(() => useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECK', firstTimeLogin: true }));
    expect(shown()).toBeNull();
    await advance(500);
    expect(shown()).toBe('firstLogin');

    act(() => useSessionStore.getState().setSession({ token: 't2', merchantCode: 'PLAYDECK', firstTimeLogin: false }));
    await advance(500);
    expect(shown()).toBe('member');

    act(() => useSessionStore.getState().clearSession());
    await advance(499);
    expect(shown()).toBeNull();
    await advance(1);
    expect(shown()).toBe('visitor');
  });

  it('leaves with home and waits 500 ms again on coming back', async () => {
    await renderHost('/m/home');
    await advance(500);
    fireEvent.click(screen.getByRole('button', { name: 'go /m/activity' }));
    expect(shown()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'go /m/home' }));
    expect(shown()).toBeNull();
    await advance(500);
    expect(shown()).toBe('visitor');
  });

  it('waits while a session notice is open (one dialog at a time), then 500 ms after it closes', async () => {
    act(() => useSessionNotice.getState().show('error_logged_out'));
    await renderHost('/m/home');
    await advance(2000);
    expect(shown()).toBeNull();
    act(() => useSessionNotice.getState().dismiss());
    await advance(499);
    expect(shown()).toBeNull();
    await advance(1);
    expect(shown()).toBe('visitor');
  });

  it('waits while another dialog of the app holds it (the contract prompt), then 500 ms after', async () => {
    await initI18n('EN');
    vi.useFakeTimers();
    function Held() {
      const [held, setHeld] = useState(true);
      return (
        <>
          <AnnouncementPopupHost held={held} />
          <button type="button" onClick={() => setHeld(false)}>
            release
          </button>
        </>
      );
    }
    await renderWithApp(<Held />, { path: '/m/home' });
    await advance(2000);
    expect(shown()).toBeNull();
    fireEvent.click(screen.getByText('release'));
    await advance(499);
    expect(shown()).toBeNull();
    await advance(1);
    expect(shown()).toBe('visitor');
  });

  it('opens only after the page has loaded and an idle callback has run', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idleCallbacks.push(run));
    try {
      await renderHost('/m/home');
      await advance(2000);
      expect(shown()).toBeNull();
      readyState.mockReturnValue('complete');
      act(() => void window.dispatchEvent(new Event('load')));
      await advance(2000);
      expect(shown()).toBeNull();
      expect(idleCallbacks).toHaveLength(1);
      await act(async () => idleCallbacks[0]!());
      await advance(499);
      expect(shown()).toBeNull();
      await advance(1);
      expect(shown()).toBe('visitor');
    } finally {
      readyState.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  // Last in the file: the first-view gate opens once per page.
  it("waits for the first view (home's first banner) to paint, even after load", async () => {
    expectFirstView();
    await renderHost('/m/home');
    await advance(2000);
    expect(shown()).toBeNull();
    await act(async () => firstViewSettled());
    await advance(0);
    await advance(499);
    expect(shown()).toBeNull();
    await advance(1);
    expect(shown()).toBe('visitor');
  });
});
