import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Promotion } from '@playdeck/api';
import { queryKeys } from '@playdeck/api/client';
import { brandImages } from '@playdeck/brand';
import {
  MEMBER_SESSION as MEMBER,
  TYPE_4_SESSION as TYPE_4,
  calls,
  fakePlatform,
  refuse,
  renderWithApp,
  signIn,
  type WireValue,
} from '@playdeck/testing';
import { announcement, day, promotion } from '@playdeck/testing';
import ActivityDetailScreen from './activity-detail-screen';
import ActivityScreen from './activity-screen';

afterEach(() => {
  vi.restoreAllMocks();
  signIn(null);
});

const routes = {
  '/m/activity': <ActivityScreen />,
  '/m/activityDetail': (
    <>
      <ActivityDetailScreen />
      <Link to="/m/activity">test: back to the list</Link>
    </>
  ),
};

const PROMOTIONS: Promotion[] = [
  promotion({ id: 1, title: 'Welcome bonus', category: 'new_player', startDate: day(2024, 1, 5), endDate: day(2024, 2, 29) }),
  promotion({
    id: 2,
    title: 'Weekend reload',
    category: 'deposit_promo',
    startDate: day(2024, 3, 1),
    endDate: day(2024, 4, 30),
    read: true,
  }),
  promotion({ id: 3, title: 'Daily rebate', category: 'rebate_promo', endDate: null, noExpiry: 1, announcementImages: [] }),
];
const CATALOG: WireValue<typeof calls.content.catalog> = [
  { category: 'all', count: 3 },
  { category: 'new_player', count: 1 },
  { category: 'deposit_promo', count: 1 },
  { category: 'point_mall', count: 0 },
  { category: 'rebate_promo', count: 1 },
];

function platform(reads = new Set<number>()) {
  const withReads = (list: Promotion[]) => list.map((item) => ({ ...item, read: item.read || reads.has(item.id) }));
  fakePlatform.answer(calls.content.catalog, CATALOG);
  fakePlatform.answer(calls.content.promotions, ({ query }) =>
    withReads(PROMOTIONS.filter((item) => query!.category === 'all' || item.category === query!.category)),
  );
  fakePlatform.answer(calls.content.announcement, ({ body }) => {
    const found = withReads(PROMOTIONS).find((item) => item.id === body!.announcementId);
    if (!found) return refuse('not.found', { status: 404 });
    return { ...found, type: 'PR' as const, groupName: null };
  });
}

const cardTitles = () => screen.getAllByTestId('promotion-card-title').map((title) => title.textContent);

describe('/m/activity', () => {
  it('the menu shows all and only the categories in use, translated', async () => {
    platform();
    await renderWithApp(null, { path: '/m/activity', routes });
    const menu = await screen.findByRole('tablist', { name: 'Promotion categories' });
    expect(
      within(menu)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'New players', 'Deposit', 'Rebate']);
    expect(within(menu).getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });

  it('choosing a category shows only its promotions and keeps it in the URL', async () => {
    platform();
    const { location } = await renderWithApp(null, { path: '/m/activity', routes });
    await screen.findAllByTestId('promotion-card');
    expect(cardTitles()).toEqual(['Welcome bonus', 'Weekend reload', 'Daily rebate']);
    fireEvent.click(screen.getByRole('tab', { name: 'Deposit' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Weekend reload']));
    expect(screen.getAllByTestId('promotion-card').every((card) => card.dataset.category === 'deposit_promo')).toBe(true);
    expect(location().search).toBe('?category=deposit_promo');
    expect(fakePlatform.requests(calls.content.promotions).map((args) => args.query)).toEqual([
      { category: 'all', language: 'EN' },
      { category: 'deposit_promo', language: 'EN' },
    ]);
  });

  it('cards show the sequence 1 image (else the default banner) and YYYY/MM/DD – YYYY/MM/DD or long-term', async () => {
    platform();
    await renderWithApp(null, { path: '/m/activity', routes });
    const [welcome, , rebate] = await screen.findAllByTestId('promotion-card');
    expect(welcome!.querySelector('img')!.getAttribute('src')).toBe('/wps/static/promotions/1-1.svg');
    expect(within(welcome!).getByTestId('promotion-card-period').textContent).toBe('2024/01/05 – 2024/02/29');
    expect(rebate!.querySelector('img')!.getAttribute('src')).toBe(brandImages.defaultBanner);
    expect(within(rebate!).getByTestId('promotion-card-period').textContent).toBe('Long-term');
    expect(welcome!.getAttribute('href')).toBe('/m/activityDetail?id=1');
  });

  it("the first card's image, the page's largest, loads at once and first; the others wait to scroll in", async () => {
    platform();
    await renderWithApp(null, { path: '/m/activity', routes });
    await screen.findAllByTestId('promotion-card');
    const images = screen.getAllByTestId('promotion-card-image');
    expect(images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('a member tapping an unread card sees it read at once, then the call, then the reloaded list', async () => {
    signIn(MEMBER);
    const reads = new Set<number>();
    let answerMark: () => void = () => {};
    platform(reads);
    fakePlatform.answer(
      calls.content.markRead,
      ({ body }) =>
        new Promise((resolve) => {
          answerMark = () => {
            reads.add(body!.announcementId as number);
            resolve({ announcementId: body!.announcementId, read: true });
          };
        }),
    );
    fakePlatform.answer(calls.content.announcements, []);
    fakePlatform.answer(calls.content.notices, []);
    const { queryClient, location } = await renderWithApp(null, { path: '/m/activity', routes });
    const [welcome] = await screen.findAllByTestId('promotion-card');
    expect(within(welcome!).getByTestId('read-mark').dataset.read).toBe('false');
    fireEvent.click(welcome!);
    expect(location().pathname).toBe('/m/activityDetail');
    // Flipped in the cache before the platform has answered.
    const cached = queryClient.getQueryData<Promotion[]>(queryKeys.content.promotions({ category: 'all', language: 'EN' }));
    expect(cached!.find((item) => item.id === 1)!.read).toBe(true);
    await waitFor(() =>
      expect(fakePlatform.requests(calls.content.markRead).map((args) => args.body)).toEqual([{ announcementId: 1, read: true }]),
    );
    const listCalls = fakePlatform.requests(calls.content.promotions).length;
    await act(async () => answerMark());
    fireEvent.click(screen.getByText('test: back to the list'));
    await waitFor(() => expect(fakePlatform.requests(calls.content.promotions).length).toBe(listCalls + 1));
    expect(within(screen.getAllByTestId('promotion-card')[0]!).getByTestId('read-mark').dataset.read).toBe('true');
  });

  it('customer type 4 sees no read marks and sends no mark-read call', async () => {
    signIn(TYPE_4);
    platform();
    await renderWithApp(null, { path: '/m/activity', routes });
    const [welcome] = await screen.findAllByTestId('promotion-card');
    expect(screen.queryAllByTestId('read-mark')).toHaveLength(0);
    fireEvent.click(welcome!);
    await screen.findByTestId('promotion-detail');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(fakePlatform.requests(calls.content.markRead)).toEqual([]);
  });

  it('an empty category says so; a failed menu offers a retry while the list still shows', async () => {
    let catalogFails = true;
    platform();
    fakePlatform.answer(calls.content.catalog, () => (catalogFails ? refuse('request_param_err') : CATALOG));
    await renderWithApp(null, { path: '/m/activity?category=point_mall', routes });
    expect((await screen.findByTestId('promotions-empty')).textContent).toContain('No promotions in this category');
    expect((await screen.findByTestId('promotion-menu-error')).textContent).toContain('The request is invalid');
    catalogFails = false;
    fireEvent.click(screen.getByTestId('promotion-menu-retry'));
    expect(await screen.findByRole('tablist')).toBeTruthy();
  });
});

describe('/m/activityDetail', () => {
  it('shows the sequence 2 banner, title, DD/MM/YYYY period and content', async () => {
    platform();
    await renderWithApp(null, { path: '/m/activityDetail?id=1', routes });
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeTruthy();
    expect(screen.getByTestId('promotion-banner').getAttribute('src')).toBe('/wps/static/promotions/1-2.svg');
    expect(screen.getByTestId('promotion-detail-period').textContent).toBe('05/01/2024 – 29/02/2024');
  });

  it('a long-term promotion without images shows the default banner and "Long-term"', async () => {
    platform();
    await renderWithApp(null, { path: '/m/activityDetail?id=3', routes });
    await screen.findByTestId('promotion-detail');
    expect(screen.getByTestId('promotion-banner').getAttribute('src')).toBe(brandImages.defaultBanner);
    expect(screen.getByTestId('promotion-detail-period').textContent).toBe('Long-term');
  });

  it('routes an in-app link of the content in the app and opens an http link in a new window', async () => {
    fakePlatform.answer(calls.content.announcement, () =>
      announcement({
        id: 9,
        type: 'PR',
        content:
          '<p>Questions? <a href="/m/help?tag=promotions">Help centre</a> or <a href="https://support.example.test/chat">live chat</a>.</p><img src="x" onerror="alert(1)">',
      }),
    );
    const { location } = await renderWithApp(null, { path: '/m/activityDetail?id=9', routes });
    const content = await screen.findByTestId('promotion-content');
    const external = within(content).getByRole('link', { name: 'live chat' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(content.innerHTML).not.toContain('onerror');
    expect(fireEvent.click(external)).toBe(true);
    expect(location().pathname).toBe('/m/activityDetail');
    expect(fireEvent.click(within(content).getByRole('link', { name: 'Help centre' }))).toBe(false);
    expect(`${location().pathname}${location().search}`).toBe('/m/help?tag=promotions');
  });

  it('an unknown id, a malformed one, or an item that is not a promotion shows "not found"', async () => {
    platform();
    fakePlatform.answer(calls.content.announcement, ({ body }) =>
      body!.announcementId === 77 ? announcement({ id: 77, type: 'B' }) : refuse('not.found', { status: 404 }),
    );
    for (const url of ['/m/activityDetail?id=999', '/m/activityDetail?id=x', '/m/activityDetail?id=77']) {
      const view = await renderWithApp(null, { path: url, routes });
      expect((await screen.findByTestId('content-not-found')).textContent).toContain('Not found');
      expect(screen.getByRole('link', { name: 'All promotions' }).getAttribute('href')).toBe('/m/activity');
      view.unmount();
    }
  });
});
