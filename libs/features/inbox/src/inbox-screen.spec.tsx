import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InboxMessage } from '@playdeck/api';
import type { SessionInfo } from '@playdeck/session';
import { unreadCountQuery } from '@playdeck/site-data';
import { calls, demoMemberSession, fakePlatform, inboxMessage, inboxPageOf, refuse, refuseUnknown, renderWithApp } from '@playdeck/testing';
import InboxScreen from './inbox-screen';

const ROUTE = '/m/webEmail';

/** What the header badge shows: the count the shell keeps under unreadCountQuery's key. */
function BadgeProbe() {
  const { data } = useQuery(unreadCountQuery());
  return <span data-testid="badge-probe">{data?.unReadCount ?? '-'}</span>;
}

/** A platform that remembers: reads, deletes and the count follow each other, as the real one does. */
function statefulInbox(messages: InboxMessage[], { answerAfterMs = 0 } = {}) {
  const later = <T,>(answer: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(answer()), answerAfterMs));
  let held = messages.map((message) => ({ ...message }));
  fakePlatform.answer(calls.inbox.list, ({ query }) => {
    const pageSize = Number(query?.pageSize ?? 10);
    const totalPages = Math.max(1, Math.ceil(held.length / pageSize));
    const pageNum = Math.min(Number(query?.pageNo ?? 1), totalPages);
    const page = inboxPageOf(held.slice((pageNum - 1) * pageSize, pageNum * pageSize), pageNum, totalPages);
    return { ...page, total: held.length, unread: held.filter((message) => !message.read).length };
  });
  fakePlatform.answer(calls.inbox.read, ({ body }) => {
    const message = held.find((candidate) => candidate.id === body?.id);
    if (!message) return refuse('not.found', { status: 404 });
    message.read = true;
    return message;
  });
  fakePlatform.answer(calls.inbox.readAll, () =>
    later(() => {
      const updated = held.filter((message) => !message.read).length;
      held = held.map((message) => ({ ...message, read: true }));
      return { updated };
    }),
  );
  fakePlatform.answer(calls.inbox.remove, ({ body }) => {
    held = held.filter((message) => message.id !== body?.id);
    return { id: Number(body?.id) };
  });
  fakePlatform.answer(calls.inbox.unreadCount, () => ({ unReadCount: held.filter((message) => !message.read).length }));
}

const messages = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    inboxMessage({
      id: count - index,
      title: `Message ${count - index}`,
      read: index % 3 === 2,
      createdAt: Date.UTC(2026, 10, 20, 12, count - index),
    }),
  );

async function open(history = [ROUTE], session: SessionInfo = demoMemberSession) {
  const view = await renderWithApp(
    <>
      <InboxScreen />
      <BadgeProbe />
    </>,
    { history, routePath: ROUTE, session },
  );
  await screen.findByTestId('inbox-list');
  return view;
}

const rows = () => screen.getAllByTestId('inbox-message');
const row = (id: number) => rows().find((candidate) => candidate.dataset['id'] === String(id))!;

describe('inbox', () => {
  it('lists messages newest first with their kind, read state and the unread total', async () => {
    statefulInbox([
      inboxMessage({ id: 3, title: 'Maintenance', kind: 'system' }),
      inboxMessage({ id: 2, title: 'Reload bonus', kind: 'promotion' }),
      inboxMessage({ id: 1, title: 'Welcome', kind: 'personal', read: true }),
    ]);
    await open();
    expect(rows().map((candidate) => candidate.dataset['read'])).toEqual(['false', 'false', 'true']);
    expect(row(3).getAttribute('aria-label')).toBe('Maintenance, System, unread');
    expect(row(2).textContent).toContain('Promotion');
    expect(row(1).getAttribute('aria-label')).toBe('Welcome, Personal, read');
    expect(screen.getByTestId('inbox-unread').textContent).toBe('Unread: 2');
    await waitFor(() => expect(screen.getByTestId('badge-probe').textContent).toBe('2'));
  });

  it('type 4 sees the messages but no unread count and no "Mark all read" (spec section 6)', async () => {
    statefulInbox(messages(3));
    await open([ROUTE], { ...demoMemberSession, userName: 'type04', type: 4 });
    expect(rows()).toHaveLength(3);
    expect(screen.queryByTestId('inbox-unread')).toBeNull();
    expect(screen.queryByTestId('inbox-read-all')).toBeNull();
    expect(screen.getByTestId('inbox').textContent).not.toMatch(/Unread: \d/);
  });

  it.each([0, 1, 2])('member type %i sees the unread count and "Mark all read"', async (type) => {
    statefulInbox(messages(3));
    await open([ROUTE], { ...demoMemberSession, type });
    expect(screen.getByTestId('inbox-unread').textContent).toBe('Unread: 2');
    expect(screen.getByTestId('inbox-read-all')).toBeTruthy();
  });

  it('opening a message shows it, marks it read once, and the badge drops', async () => {
    statefulInbox([
      inboxMessage({ id: 2, title: 'Reload bonus', body: 'Line one\nLine two' }),
      inboxMessage({ id: 1, title: 'Welcome', read: true }),
    ]);
    await open();
    await waitFor(() => expect(screen.getByTestId('badge-probe').textContent).toBe('1'));
    await userEvent.click(row(2));
    const detail = await screen.findByTestId('inbox-detail');
    expect(within(screen.getByRole('dialog', { name: 'Reload bonus' })).getByTestId('inbox-detail-body').textContent).toBe(
      'Line one\nLine two',
    );
    expect(detail.dataset['id']).toBe('2');
    await waitFor(() => expect(screen.getByTestId('badge-probe').textContent).toBe('0'));
    expect(fakePlatform.requests(calls.inbox.read).map((request) => request.body)).toEqual([{ id: 2 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(row(2).dataset['read']).toBe('true'));
    // A read message opens without another call.
    await userEvent.click(row(1));
    await screen.findByRole('dialog', { name: 'Welcome' });
    expect(fakePlatform.requests(calls.inbox.read)).toHaveLength(1);
  });

  it('marks all read once, even when tapped twice, and the badge goes to 0', async () => {
    statefulInbox(messages(4), { answerAfterMs: 80 });
    await open();
    const button = screen.getByTestId('inbox-read-all');
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('inbox-unread').textContent).toBe('Unread: 0'));
    expect(fakePlatform.requests(calls.inbox.readAll)).toHaveLength(1);
    expect(rows().every((candidate) => candidate.dataset['read'] === 'true')).toBe(true);
    expect(screen.getByTestId('badge-probe').textContent).toBe('0');
    expect((screen.getByTestId('inbox-read-all') as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('All messages marked read')).toBeTruthy();
  });

  it('deletes an opened message after asking, and the list and badge follow', async () => {
    statefulInbox([inboxMessage({ id: 2, title: 'Old news' }), inboxMessage({ id: 1, title: 'Keep me' })]);
    await open();
    await waitFor(() => expect(screen.getByTestId('badge-probe').textContent).toBe('2'));
    await userEvent.click(row(2));
    await userEvent.click(await screen.findByTestId('inbox-delete'));
    expect(screen.getByTestId('inbox-delete-confirm').textContent).toContain('Delete this message?');
    await userEvent.click(screen.getByTestId('inbox-delete-yes'));
    await waitFor(() => expect(rows().map((candidate) => candidate.dataset['id'])).toEqual(['1']));
    expect(fakePlatform.requests(calls.inbox.remove).map((request) => request.body)).toEqual([{ id: 2 }]);
    await waitFor(() => expect(screen.getByTestId('badge-probe').textContent).toBe('1'));
    expect(screen.queryByTestId('inbox-detail')).toBeNull();
  });

  it('keeps the message when deleting is refused, and says why', async () => {
    statefulInbox([inboxMessage({ id: 2, title: 'Stays' })]);
    fakePlatform.answer(calls.inbox.remove, refuse('not.found', { status: 404 }));
    await open();
    await userEvent.click(row(2));
    await userEvent.click(await screen.findByTestId('inbox-delete'));
    await userEvent.click(screen.getByTestId('inbox-delete-yes'));
    expect((await screen.findByRole('alert')).textContent).toContain('The requested content was not found.');
    expect(screen.getByTestId('inbox-detail')).toBeTruthy();
  });

  it('pages through the list', async () => {
    statefulInbox(messages(23));
    await open();
    expect(rows()).toHaveLength(10);
    expect(screen.getByTestId('inbox-page').textContent).toBe('Page 1 of 3');
    expect((screen.getByTestId('inbox-previous') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByTestId('inbox-next'));
    await waitFor(() => expect(screen.getByTestId('inbox-page').textContent).toBe('Page 2 of 3'));
    expect(rows()[0]!.dataset['id']).toBe('13');
    await userEvent.click(screen.getByTestId('inbox-next'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect((screen.getByTestId('inbox-next') as HTMLButtonElement).disabled).toBe(true);
    expect(fakePlatform.requests(calls.inbox.list).map((request) => request.query)).toEqual(
      expect.arrayContaining([
        { pageNo: 1, pageSize: 10 },
        { pageNo: 2, pageSize: 10 },
        { pageNo: 3, pageSize: 10 },
      ]),
    );
  });

  it('says when there are no messages', async () => {
    fakePlatform.answer(calls.inbox.list, inboxPageOf([]));
    await renderWithApp(<InboxScreen />, { history: [ROUTE], routePath: ROUTE, session: demoMemberSession });
    expect((await screen.findByTestId('inbox-empty')).textContent).toContain('No messages yet');
  });

  it('shows a failed load with a retry that loads the list', async () => {
    fakePlatform.answer(calls.inbox.list, refuseUnknown('system.error', { status: 500 }));
    await renderWithApp(<InboxScreen />, { history: [ROUTE], routePath: ROUTE, session: demoMemberSession });
    await screen.findByTestId('inbox-error');
    statefulInbox(messages(2));
    await userEvent.click(screen.getByTestId('inbox-retry'));
    expect(await screen.findByTestId('inbox-list')).toBeTruthy();
  });
});
