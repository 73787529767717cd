import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_SESSION as MEMBER, TYPE_4_SESSION as TYPE_4, calls, fakePlatform, refuse, renderWithApp, signIn } from '@playdeck/testing';
import { day, notice } from '@playdeck/testing';
import NoticeScreen from './notice-screen';

afterEach(() => {
  vi.restoreAllMocks();
  signIn(null);
});

const routes = { '/m/notice': <NoticeScreen /> };
const NOTICES = [
  notice({
    id: 31,
    title: 'Bank maintenance tonight',
    startDate: day(2024, 5, 2),
    content: '<p>Deposits may be delayed.</p><script>alert(1)</script>',
  }),
  notice({
    id: 32,
    title: 'Lottery results live',
    read: true,
    content: '<p>See <a href="/m/gameCenter?gameCategory=LOTT">lottery</a>.</p>',
  }),
];

function platform(reads: Set<number>) {
  fakePlatform.answer(calls.content.notices, () => NOTICES.map((item) => ({ ...item, read: item.read || reads.has(item.id) })));
  fakePlatform.answer(calls.content.markRead, ({ body }) => {
    reads.add(body!.announcementId as number);
    return { announcementId: body!.announcementId, read: true };
  });
  fakePlatform.answer(calls.content.announcements, []);
  fakePlatform.answer(calls.content.promotions, []);
}

describe('/m/notice', () => {
  it('lists notices closed, with their dates; opening one shows its sanitised content', async () => {
    platform(new Set());
    await renderWithApp(null, { path: '/m/notice', routes });
    const toggle = await screen.findByRole('button', { name: /Bank maintenance tonight/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('2024/05/02');
    expect(screen.queryByTestId('notice-content')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const content = screen.getByTestId('notice-content');
    expect(content.textContent).toBe('Deposits may be delayed.');
    expect(content.innerHTML).not.toContain('script');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('notice-content')).toBeNull();
    expect(fakePlatform.requests(calls.content.notices)[0]!.query).toEqual({ language: 'EN' });
    expect(fakePlatform.requests(calls.content.markRead)).toEqual([]);
  });

  it('a member opening an unread notice marks it read, once; read ones are not marked', async () => {
    signIn(MEMBER);
    platform(new Set());
    await renderWithApp(null, { path: '/m/notice', routes });
    const [first, second] = await screen.findAllByTestId('notice-item');
    expect(within(first!).getByTestId('read-mark').dataset.read).toBe('false');
    fireEvent.click(within(first!).getByRole('button'));
    await waitFor(() => expect(within(first!).getByTestId('read-mark').dataset.read).toBe('true'));
    fireEvent.click(within(second!).getByRole('button'));
    await waitFor(() =>
      expect(fakePlatform.requests(calls.content.markRead).map((args) => args.body)).toEqual([{ announcementId: 31, read: true }]),
    );
  });

  it('customer type 4 opens notices without read marking', async () => {
    signIn(TYPE_4);
    platform(new Set());
    await renderWithApp(null, { path: '/m/notice', routes });
    fireEvent.click(await screen.findByRole('button', { name: /Bank maintenance tonight/ }));
    expect(screen.getByTestId('notice-content')).toBeTruthy();
    expect(screen.queryAllByTestId('read-mark')).toHaveLength(0);
    expect(fakePlatform.requests(calls.content.markRead)).toEqual([]);
  });

  it('says so when there are none, and offers a retry on failure', async () => {
    let fail = true;
    fakePlatform.answer(calls.content.notices, () => {
      if (fail) return refuse('function.not.available', { status: 403 });
      return [];
    });
    await renderWithApp(null, { path: '/m/notice', routes });
    expect((await screen.findByTestId('notices-error')).textContent).toContain('temporarily unavailable');
    fail = false;
    fireEvent.click(screen.getByTestId('notices-retry'));
    expect((await screen.findByTestId('notices-empty')).textContent).toContain('No notices right now');
  });
});
