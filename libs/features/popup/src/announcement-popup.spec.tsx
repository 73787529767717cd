import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MASK_CLICK_GUARD_MS } from '@playdeck/ui';
import type { Popup, SiteStatus } from '@playdeck/api';
import AnnouncementPopup from './announcement-popup';
import { popupSignature } from './popup-signature';
import { calls, fakePlatform, NORMAL_STATUS, popup, refuse, renderWithApp } from '@playdeck/testing';

const join = popup({ title: 'Join today', execution: 'B', content: '<p>Claim it. <a href="/m/register">Register</a></p>' });
const trial = popup({ title: 'Try for free', execution: 'B', content: '<p>Start a <a href="https://example.test/trial">trial</a>.</p>' });
const reload = popup({ title: 'Reload bonus', execution: 'A' });
const rewards = popup({ title: 'Claim your rewards', execution: 'A', promotionType: 'deposit_promo' });
const welcome = popup({ title: 'Welcome aboard', execution: 'F' });
const everyPopup = [join, trial, reload, rewards, welcome];

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');
const dialog = () => screen.findByRole('dialog');
const title = () => screen.getByRole('heading', { level: 2 }).textContent;
const arrow = (name: 'Previous announcement' | 'Next announcement') => screen.getByRole('button', { name });
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** The popup queries asked so far, in order. */
const queries = () => fakePlatform.requests(calls.content.popups).map((request) => request.query);
const answerPopups = (popups: Popup[]) => fakePlatform.answer(calls.content.popups, popups);
const answerStatus = (flags: Pick<SiteStatus, 'maintenance' | 'regionRestriction'>) =>
  fakePlatform.answer(calls.system.status, { ...NORMAL_STATUS, ...flags });

describe('AnnouncementPopup', () => {
  it('asks the platform for the audience executions in the current language', async () => {
    answerPopups([]);
    await renderWithApp(<AnnouncementPopup audience="visitor" />);
    await renderWithApp(<AnnouncementPopup audience="member" />);
    await renderWithApp(<AnnouncementPopup audience="firstLogin" />);
    await waitFor(() => expect(queries()).toHaveLength(3));
    expect(queries()).toEqual([
      { execution: 'B', language: 'EN' },
      { execution: 'A', language: 'EN' },
      { execution: 'A,F', language: 'EN' },
    ]);
  });

  it('shows visitors the B popups only, never one advertising a promotion, paged with arrows bounded at both ends', async () => {
    answerPopups([...everyPopup, popup({ title: 'Promo for all', execution: 'B', promotionType: 'new_player' })]);
    await renderWithApp(<AnnouncementPopup audience="visitor" />);
    expect((await dialog()).getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Join today' })).toBeTruthy();
    expect(screen.getByTestId('announcement-popup-page').textContent).toBe('1 / 2');
    expect(screen.getByText('Announcement 1 of 2')).toBeTruthy();
    expect(arrow('Previous announcement').getAttribute('aria-disabled')).toBe('true');
    expect(arrow('Next announcement').getAttribute('aria-disabled')).toBe('false');

    await userEvent.click(arrow('Previous announcement'));
    expect(title()).toBe('Join today');
    await userEvent.click(arrow('Next announcement'));
    expect(title()).toBe('Try for free');
    expect(screen.getByTestId('announcement-popup-page').textContent).toBe('2 / 2');
    expect(arrow('Next announcement').getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(arrow('Next announcement'));
    expect(title()).toBe('Try for free');
    await userEvent.click(arrow('Previous announcement'));
    expect(title()).toBe('Join today');
  });

  it('shows members A popups with promotions, and F too on the first login', async () => {
    answerPopups(everyPopup);
    const member = await renderWithApp(<AnnouncementPopup audience="member" />);
    await dialog();
    expect(title()).toBe('Reload bonus');
    expect(screen.getByTestId('announcement-popup-page').textContent).toBe('1 / 2');
    await userEvent.click(arrow('Next announcement'));
    expect(title()).toBe('Claim your rewards');
    member.unmount();

    await renderWithApp(<AnnouncementPopup audience="firstLogin" />);
    await dialog();
    expect(screen.getByTestId('announcement-popup-page').textContent).toBe('1 / 3');
    await userEvent.click(arrow('Next announcement'));
    await userEvent.click(arrow('Next announcement'));
    expect(title()).toBe('Welcome aboard');
  });

  it('has no pager for a single popup', async () => {
    answerPopups([join]);
    await renderWithApp(<AnnouncementPopup audience="visitor" />);
    await dialog();
    expect(screen.queryByTestId('announcement-popup-page')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next announcement' })).toBeNull();
  });

  it('renders nothing when there is no popup, or the list cannot be loaded', async () => {
    answerPopups([reload]);
    await renderWithApp(<AnnouncementPopup audience="visitor" />);
    await waitFor(() => expect(queries()).toHaveLength(1));
    fakePlatform.answer(calls.content.popups, refuse('function.not.available'));
    await renderWithApp(<AnnouncementPopup audience="visitor" />);
    await waitFor(() => expect(queries()).toHaveLength(2));
    await pause(20);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('SHELL_PU_B')).toBeNull();
  });

  it('never covers the maintenance or IP-restricted page; a failed status call leaves the site open', async () => {
    answerPopups([join]);
    answerStatus({ maintenance: true, regionRestriction: false });
    const maintenance = await renderWithApp(<AnnouncementPopup audience="visitor" />);
    await waitFor(() => expect(queries()).toHaveLength(1));
    await pause(20);
    expect(screen.queryByRole('dialog')).toBeNull();
    maintenance.unmount();

    answerStatus({ maintenance: false, regionRestriction: true });
    const restricted = await renderWithApp(<AnnouncementPopup audience="visitor" />);
    await waitFor(() => expect(queries()).toHaveLength(2));
    await pause(20);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('SHELL_PU_B')).toBeNull();
    restricted.unmount();

    fakePlatform.answer(calls.system.status, refuse('system.upgrading', { status: 500, value: {} }));
    await renderWithApp(<AnnouncementPopup audience="visitor" />);
    expect(await dialog()).toBeTruthy();
  });

  it('closes with the close button, stores show=false for the set, and stays closed next time', async () => {
    answerPopups(everyPopup);
    const first = await renderWithApp(<AnnouncementPopup audience="visitor" />);
    await dialog();
    expect(stored('SHELL_PU_B')).toEqual({ show: true, signature: popupSignature([join, trial]) });

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(stored('SHELL_PU_B')).toEqual({ show: false, signature: popupSignature([join, trial]) });
    expect(screen.getByRole('dialog').parentElement!.getAttribute('data-state')).toBe('closing');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('SHELL_PU_A')).toBeNull();
    first.unmount();

    await renderWithApp(<AnnouncementPopup audience="visitor" />);
    await waitFor(() => expect(queries()).toHaveLength(2));
    await pause(20);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows again when the set of titles and contents changes, but not for the same set in another order', async () => {
    writeClosed('SHELL_PU_B', [trial, join]);
    answerPopups([join, trial]);
    const same = await renderWithApp(<AnnouncementPopup audience="visitor" />);
    await waitFor(() => expect(queries()).toHaveLength(1));
    await pause(20);
    expect(screen.queryByRole('dialog')).toBeNull();
    same.unmount();

    const changed = { ...trial, content: '<p>Now with a bonus</p>' };
    answerPopups([join, changed]);
    await renderWithApp(<AnnouncementPopup audience="visitor" />);
    await dialog();
    expect(stored('SHELL_PU_B')).toEqual({ show: true, signature: popupSignature([join, changed]) });
  });

  it('keeps members and visitors apart: a closed B set does not hide the A popups', async () => {
    writeClosed('SHELL_PU_B', [join, trial]);
    answerPopups(everyPopup);
    await renderWithApp(<AnnouncementPopup audience="member" />);
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(stored('SHELL_PU_A')).toEqual({ show: false, signature: popupSignature([reload, rewards]) });
    expect(stored('SHELL_PU_B')).toEqual({ show: false, signature: popupSignature([join, trial]) });
  });

  it('shows the popups when the stored state is corrupt', async () => {
    localStorage.setItem('SHELL_PU_B', '{not json');
    answerPopups([join]);
    await renderWithApp(<AnnouncementPopup audience="visitor" />);
    expect(await dialog()).toBeTruthy();
  });

  it('closes on a mask click once the mask-click guard has passed', async () => {
    answerPopups([join]);
    await renderWithApp(<AnnouncementPopup audience="visitor" />);
    const shown = await dialog();
    await pause(MASK_CLICK_GUARD_MS + 50);
    fireEvent.click(shown.parentElement!);
    expect(stored('SHELL_PU_B')).toMatchObject({ show: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers visitors a sign-up button that opens registration and closes the popup', async () => {
    answerPopups([join]);
    const { location } = await renderWithApp(<AnnouncementPopup audience="visitor" />);
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up now' }));
    expect(location().pathname).toBe('/m/register');
    expect(stored('SHELL_PU_B')).toMatchObject({ show: false });
  });

  it('gives members no sign-up button; the go-to button opens the reward centre', async () => {
    answerPopups([reload]);
    const { location } = await renderWithApp(<AnnouncementPopup audience="member" />);
    await dialog();
    expect(screen.queryByRole('button', { name: 'Sign up now' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to rewards' }));
    expect(location().pathname).toBe('/m/rewardCenter');
    expect(stored('SHELL_PU_A')).toMatchObject({ show: false });
  });

  it('routes in-app links in the content and closes; http links open outside', async () => {
    answerPopups([join, trial]);
    const { location } = await renderWithApp(<AnnouncementPopup audience="visitor" />);
    await dialog();
    await userEvent.click(arrow('Next announcement'));
    const external = screen.getByRole('link', { name: 'trial' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    await userEvent.click(arrow('Previous announcement'));

    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(location().pathname).toBe('/m/register');
    expect(stored('SHELL_PU_B')).toMatchObject({ show: false });
  });

  it('sanitises the content: no script, no event handler reaches the page', async () => {
    const hostile = popup({
      title: '<b>Bold?</b>',
      execution: 'B',
      content: '<p>Hi</p><img src="x" onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:alert(1)">bad</a>',
    });
    answerPopups([hostile]);
    await renderWithApp(<AnnouncementPopup audience="visitor" />);
    await dialog();
    const content = screen.getByTestId('announcement-popup-content');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')!.getAttribute('onerror')).toBeNull();
    expect(content.querySelector('a')!.getAttribute('href')).toBeNull();
    expect(title()).toBe('<b>Bold?</b>');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});

function writeClosed(key: string, popups: Parameters<typeof popupSignature>[0]) {
  localStorage.setItem(key, JSON.stringify({ show: false, signature: popupSignature(popups) }));
}
