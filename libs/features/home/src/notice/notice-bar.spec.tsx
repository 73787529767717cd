import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@playdeck/i18n';
import { clearPersistedQueries } from '@playdeck/api/client';
import { MEMBER_CACHE_SCOPE } from '@playdeck/session';
import { calls, demoMemberSession, fakePlatform, refuseUnknown, renderWithApp } from '@playdeck/testing';
import { contentSize, fakeMotionWorld, preferReducedMotion } from '../motion/motion-test-kit';
import NoticeBar from './notice-bar';

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const notice = (id: number, title: string) => ({
  id,
  type: 'B' as const,
  groupName: 'm_home',
  title,
  content: '',
  startDate: 0,
  endDate: null,
  read: false,
});

describe('NoticeBar', () => {
  describe('the announcement cache (spec section 7: announcements with an optional cache)', () => {
    const never = () => new Promise<never>(() => undefined);

    it("shows the player's last titles at once on the next start, while the platform is still asked", async () => {
      fakePlatform.answer(calls.content.announcements, () => [notice(1, 'Cached news')]);
      const first = await renderWithApp(<NoticeBar />);
      await screen.findByText('Cached news', { selector: '[aria-hidden="true"] *' });
      first.unmount();
      // The next start, over a minute later: the saved answer is no longer fresh, so it is asked again.
      const [key] = Object.keys(localStorage).filter((name) => name.includes('content.announcements'));
      localStorage.setItem(key!, JSON.stringify({ ...JSON.parse(localStorage.getItem(key!)!), savedAt: Date.now() - 2 * 60_000 }));

      fakePlatform.answer(calls.content.announcements, never);
      await renderWithApp(<NoticeBar />);
      expect(screen.getByRole('link', { name: /Cached news/ })).toBeTruthy();
      expect(screen.queryByTestId('home-notice-loading')).toBeNull();
      await waitFor(() => expect(fakePlatform.requests(calls.content.announcements)).toHaveLength(2));
    });

    it("never shows one player's cached titles to another: visitors, and each member, have their own, forgotten at logout", async () => {
      fakePlatform.answer(calls.content.announcements, () => [notice(1, 'For amy only')]);
      const member = await renderWithApp(<NoticeBar />, { session: demoMemberSession });
      await screen.findByRole('link', { name: /For amy only/ });
      member.unmount();

      fakePlatform.answer(calls.content.announcements, never);
      const visitor = await renderWithApp(<NoticeBar />, { session: null });
      expect(screen.getByTestId('home-notice-loading')).toBeTruthy();
      visitor.unmount();

      // Logout forgets the member's persisted answers (libs/session clearLocalSession).
      clearPersistedQueries(MEMBER_CACHE_SCOPE);
      await renderWithApp(<NoticeBar />, { session: demoMemberSession });
      expect(screen.getByTestId('home-notice-loading')).toBeTruthy();
    });
  });

  it('asks for the home bulletins and popular announcements on mobile, in the player language', async () => {
    await renderWithApp(<NoticeBar />);
    await screen.findByTestId('home-notice-bar');
    expect(fakePlatform.requests(calls.content.announcements)[0]!.query).toEqual({
      types: 'B,PL',
      groupName: 'm_home',
      platform: 'M',
      language: 'EN',
    });
  });

  it('scrolls every title, read once by screen readers, and opens the announcement list on tap', async () => {
    fakePlatform.answer(calls.content.announcements, () => [notice(1, 'First news'), notice(2, 'Second news')]);
    const view = await renderWithApp(<NoticeBar />);
    const bar = await screen.findByRole('link', { name: /^Announcements:\s*First news\s+Second news$/ });
    const track = screen.getByTestId('home-notice-track');
    expect(track.style.getPropertyValue('--marquee-duration')).toBe('8s');
    expect(track.querySelector('[aria-hidden="true"]')!.textContent).toBe('First news Second news');
    fireEvent.click(bar);
    expect(view.location().pathname).toBe('/m/message');
  });

  it('takes as long for a loop as the titles are wide, at a steady 40 px a second', async () => {
    contentSize({ width: 2 * 1200 });
    fakePlatform.answer(calls.content.announcements, () => [notice(1, 'A long notice'), notice(2, 'Another one')]);
    await renderWithApp(<NoticeBar />);
    expect((await screen.findByTestId('home-notice-track')).style.getPropertyValue('--marquee-duration')).toBe('30s');
  });

  it('runs only while on screen and the page is shown, and stands still when less motion is asked for', async () => {
    const world = fakeMotionWorld();
    fakePlatform.answer(calls.content.announcements, () => [notice(1, 'First news')]);
    const view = await renderWithApp(<NoticeBar />);
    const track = await screen.findByTestId('home-notice-track');
    expect(track.dataset.motion).toBe('running');
    world.scrollOutOfView();
    expect(track.dataset.motion).toBe('paused');
    world.scrollIntoView();
    expect(track.dataset.motion).toBe('running');
    world.setPageHidden(true);
    expect(track.dataset.motion).toBe('paused');
    world.setPageHidden(false);
    expect(track.dataset.motion).toBe('running');
    view.unmount();
    expect(world.observing()).toBe(0);

    preferReducedMotion(true);
    await renderWithApp(<NoticeBar />);
    expect((await screen.findByTestId('home-notice-track')).dataset.motion).toBe('off');
  });

  it('says there are no announcements when there are none', async () => {
    fakePlatform.answer(calls.content.announcements, () => []);
    await renderWithApp(<NoticeBar />);
    expect((await screen.findByTestId('home-notice-bar')).textContent).toContain('No announcements right now');
    expect(screen.queryByTestId('home-notice-track')).toBeNull();
  });

  it('offers a retry when the announcements fail', async () => {
    let fail = true;
    fakePlatform.answer(calls.content.announcements, () =>
      fail ? refuseUnknown('system.busy', { status: 500 }) : [notice(1, 'Back again')],
    );
    await renderWithApp(<NoticeBar />);
    await screen.findByTestId('home-notice-error');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('home-notice-bar')).textContent).toContain('Back again');
  });

  it('reloads the titles in the new language', async () => {
    await renderWithApp(<NoticeBar />);
    expect((await screen.findByTestId('home-notice-bar')).textContent).toContain('Upgrade completed');
    await act(() => i18n.changeLanguage('TY'));
    expect(await screen.findAllByText('Nâng cấp hoàn tất')).not.toHaveLength(0);
    await act(() => i18n.changeLanguage('EN'));
  });
});
