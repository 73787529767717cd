import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AGENT_SESSION as AGENT,
  MEMBER_SESSION as MEMBER,
  TYPE_4_SESSION as TYPE_4,
  calls,
  fakePlatform,
  networkFailure,
  refuse,
  renderWithApp,
  signIn,
} from '@playdeck/testing';
import { announcement, day } from '@playdeck/testing';
import MessageDetailScreen from './message-detail-screen';
import MessageScreen from './message-screen';

afterEach(() => {
  vi.restoreAllMocks();
  signIn(null);
});

const routes = {
  '/m/message': <MessageScreen />,
  '/m/messageDetail': (
    <>
      <MessageDetailScreen />
      <Link to="/m/message">test: back to the list</Link>
    </>
  ),
};

const LIST = [
  announcement({ id: 11, title: 'System upgrade', startDate: day(2024, 3, 7), read: false }),
  announcement({ id: 12, type: 'PL', title: 'Top slots', startDate: day(2023, 12, 25), read: true }),
];

describe('/m/message', () => {
  it('lists announcements with YYYY/MM/DD dates, asking for B and PL on platform M in the language', async () => {
    fakePlatform.answer(calls.content.announcements, () => LIST);
    await renderWithApp(null, { path: '/m/message', routes });
    const items = await screen.findAllByTestId('message-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('System upgrade'),
      expect.stringContaining('Top slots'),
    ]);
    expect(within(items[0]!).getByTestId('message-date').textContent).toBe('2024/03/07');
    expect(within(items[1]!).getByTestId('message-date').textContent).toBe('2023/12/25');
    expect(fakePlatform.requests(calls.content.announcements)[0]!.query).toEqual({ types: 'B,PL', platform: 'M', language: 'EN' });
    // A visitor has no reads to show.
    expect(screen.queryAllByTestId('read-mark')).toHaveLength(0);
  });

  it("shows the member's last list at once on the next visit while it is refreshed (the optional announcement cache)", async () => {
    signIn(MEMBER);
    fakePlatform.answer(calls.content.announcements, () => LIST);
    const first = await renderWithApp(null, { path: '/m/message', routes });
    await screen.findAllByTestId('message-item');
    first.unmount();

    fakePlatform.answer(calls.content.announcements, () => new Promise<never>(() => undefined));
    await renderWithApp(null, { path: '/m/message', routes });
    expect(screen.getAllByTestId('message-item').map((item) => item.textContent)).toEqual([
      expect.stringContaining('System upgrade'),
      expect.stringContaining('Top slots'),
    ]);
    // ...and refreshed: asked for again at once, however fresh the saved list (a read mark may postdate it).
    await waitFor(() => expect(fakePlatform.requests(calls.content.announcements)).toHaveLength(2));
  });

  it('asks agents for their type A announcements too', async () => {
    signIn(AGENT);
    fakePlatform.answer(calls.content.announcements, () => LIST);
    await renderWithApp(null, { path: '/m/message', routes });
    await screen.findAllByTestId('message-item');
    expect(fakePlatform.requests(calls.content.announcements)[0]!.query).toMatchObject({ types: 'B,PL,A' });
  });

  it('shows members which ones they have read', async () => {
    signIn(MEMBER);
    fakePlatform.answer(calls.content.announcements, () => LIST);
    await renderWithApp(null, { path: '/m/message', routes });
    const marks = await screen.findAllByTestId('read-mark');
    expect(marks.map((mark) => [mark.dataset.read, mark.textContent])).toEqual([
      ['false', 'Unread'],
      ['true', 'Read'],
    ]);
  });

  it('a row opens /m/messageDetail?id=', async () => {
    fakePlatform.answer(calls.content.announcements, () => LIST);
    fakePlatform.answer(calls.content.announcement, () => LIST[1]!);
    const { location } = await renderWithApp(null, { path: '/m/message', routes });
    fireEvent.click((await screen.findAllByTestId('message-item'))[1]!);
    expect(`${location().pathname}${location().search}`).toBe('/m/messageDetail?id=12');
    expect(await screen.findByRole('heading', { name: 'Top slots' })).toBeTruthy();
  });

  it('says so when there are none, and offers a retry when loading fails', async () => {
    let fail = true;
    fakePlatform.answer(calls.content.announcements, () => {
      if (fail) return networkFailure();
      return [];
    });
    await renderWithApp(null, { path: '/m/message', routes });
    // A network failure is tried once more (after react-query's 1 s delay) before it shows.
    expect((await screen.findByTestId('messages-error', {}, { timeout: 8000 })).textContent).toContain('No Internet');
    fail = false;
    fireEvent.click(screen.getByTestId('messages-retry'));
    expect((await screen.findByTestId('messages-empty')).textContent).toContain('No announcements right now');
  });

  it('shows a skeleton while loading', async () => {
    fakePlatform.answer(calls.content.announcements, () => new Promise(() => {}));
    await renderWithApp(null, { path: '/m/message', routes });
    expect(screen.getByTestId('messages-loading').getAttribute('aria-busy')).toBe('true');
  });
});

describe('/m/messageDetail', () => {
  const DETAIL = announcement({
    id: 21,
    title: 'New payment channel',
    startDate: day(2024, 3, 7),
    content:
      '<p>Deposit now. <a href="/m/activity">Promotions</a> <a href="https://pay.example.test/guide">Guide</a></p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>',
  });

  it('shows title, DD/MM/YYYY date and the content sanitised, routing in-app links in the app', async () => {
    fakePlatform.answer(calls.content.announcement, () => DETAIL);
    const { location } = await renderWithApp(null, { path: '/m/messageDetail?id=21', routes });
    expect(await screen.findByRole('heading', { name: 'New payment channel' })).toBeTruthy();
    expect(screen.getByTestId('message-detail-date').textContent).toBe('07/03/2024');
    const content = screen.getByTestId('message-content');
    expect(content.innerHTML).not.toMatch(/onerror|script|__xss/);
    expect(content.querySelector('img')).not.toBeNull();
    expect(within(content).getByText('Guide').getAttribute('target')).toBe('_blank');
    fireEvent.click(within(content).getByText('Promotions'));
    expect(location().pathname).toBe('/m/activity');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('asks for the announcement by id in the body', async () => {
    fakePlatform.answer(calls.content.announcement, () => DETAIL);
    await renderWithApp(null, { path: '/m/messageDetail?id=21', routes });
    await screen.findByTestId('message-detail');
    expect(fakePlatform.requests(calls.content.announcement)[0]!.body).toEqual({ announcementId: 21 });
  });

  it('a member opening an unread one marks it read, and the list then shows it read', async () => {
    signIn(MEMBER);
    const reads = new Set<number>();
    fakePlatform.answer(calls.content.announcements, () => LIST.map((item) => ({ ...item, read: item.read || reads.has(item.id) })));
    fakePlatform.answer(calls.content.announcement, ({ body }) => ({
      ...LIST.find((item) => item.id === body!.announcementId)!,
      read: reads.has(body!.announcementId as number),
    }));
    fakePlatform.answer(calls.content.markRead, ({ body }) => {
      reads.add(body!.announcementId as number);
      return { announcementId: body!.announcementId, read: true };
    });
    fakePlatform.answer(calls.content.notices, []);
    fakePlatform.answer(calls.content.promotions, []);
    await renderWithApp(null, { path: '/m/message', routes });
    const first = (await screen.findAllByTestId('message-item'))[0]!;
    expect(within(first).getByTestId('read-mark').dataset.read).toBe('false');
    fireEvent.click(first);
    await screen.findByTestId('message-detail');
    await waitFor(() =>
      expect(fakePlatform.requests(calls.content.markRead).map((args) => args.body)).toEqual([{ announcementId: 11, read: true }]),
    );
    fireEvent.click(screen.getByText('test: back to the list'));
    await waitFor(() => expect(within(screen.getAllByTestId('message-item')[0]!).getByTestId('read-mark').dataset.read).toBe('true'));
  });

  it('an already read one is not marked again', async () => {
    signIn(MEMBER);
    fakePlatform.answer(calls.content.announcement, () => ({ ...DETAIL, read: true }));
    await renderWithApp(null, { path: '/m/messageDetail?id=21', routes });
    await screen.findByTestId('message-detail');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(fakePlatform.requests(calls.content.markRead)).toEqual([]);
  });

  it.each([
    ['a visitor', null],
    ['customer type 4', TYPE_4],
  ])('%s opens it without any read marking', async (_who, session) => {
    signIn(session);
    fakePlatform.answer(calls.content.announcement, () => DETAIL);
    await renderWithApp(null, { path: '/m/messageDetail?id=21', routes });
    await screen.findByTestId('message-detail');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(fakePlatform.requests(calls.content.markRead)).toEqual([]);
  });

  it.each(['/m/messageDetail', '/m/messageDetail?id=', '/m/messageDetail?id=abc', '/m/messageDetail?id=-4'])(
    '%s shows "not found" without asking the platform',
    async (url) => {
      await renderWithApp(null, { path: url, routes });
      expect(screen.getByTestId('content-not-found').textContent).toContain('Not found');
      expect(screen.getByRole('link', { name: 'All announcements' }).getAttribute('href')).toBe('/m/message');
      expect(fakePlatform.requests(calls.content.announcement)).toEqual([]);
    },
  );

  it('an id the platform does not have shows "not found"; other failures offer a retry', async () => {
    fakePlatform.answer(calls.content.announcement, ({ body }) => {
      if (body!.announcementId === 404) return refuse('not.found', { status: 404 });
      return refuse('TOO_MANY_REQUEST', { status: 429 });
    });
    const first = await renderWithApp(null, { path: '/m/messageDetail?id=404', routes });
    expect((await screen.findByTestId('content-not-found')).textContent).toContain('no longer available');
    first.unmount();
    await renderWithApp(null, { path: '/m/messageDetail?id=5', routes });
    expect((await screen.findByTestId('message-detail-error')).textContent).toContain('Too many requests');
    expect(screen.getByTestId('message-detail-retry')).toBeTruthy();
  });
});
