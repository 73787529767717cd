import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandImages } from '@playdeck/brand';
import { calls, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import { announcement } from '@playdeck/testing';
import VipScreen from './vip-screen';

afterEach(() => vi.restoreAllMocks());

const routes = { '/m/vip': <VipScreen /> };
const VIP_NEWS = [
  announcement({
    id: 5,
    groupName: 'm_vip',
    title: 'VIP levels recalculated monthly',
    content: '<p>Reviewed on the 1st.</p><img src=x onerror=alert(1)>',
  }),
];

describe('/m/vip', () => {
  it('shows the m_vip banners and the m_vip bulletins', async () => {
    fakePlatform.answer(calls.content.banners, [
      { groupName: 'm_vip', url: '/wps/static/banners/1.svg' },
      { groupName: 'm_vip', url: '/wps/static/banners/2.svg' },
    ]);
    fakePlatform.answer(calls.content.announcements, VIP_NEWS);
    await renderWithApp(null, { path: '/m/vip', routes });
    const banners = await screen.findByTestId('vip-banners');
    expect([...banners.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      '/wps/static/banners/1.svg',
      '/wps/static/banners/2.svg',
    ]);
    // The row scrolls by itself: the keyboard reaches it, under its name (axe: scrollable-region-focusable).
    expect(banners.tabIndex).toBe(0);
    expect(banners.getAttribute('aria-label')).toBe('VIP highlights');
    const news = await screen.findByTestId('vip-content');
    expect(within(news).getByRole('heading', { name: 'VIP levels recalculated monthly' })).toBeTruthy();
    expect(news.innerHTML).not.toContain('onerror');
    expect(fakePlatform.requests(calls.content.banners)[0]!.query).toEqual({ groupName: 'm_vip', language: 'EN' });
    expect(fakePlatform.requests(calls.content.announcements)[0]!.query).toEqual({
      types: 'B',
      groupName: 'm_vip',
      platform: 'M',
      language: 'EN',
    });
  });

  it("shows the brand's default image without banners, and says when there is no VIP news", async () => {
    fakePlatform.answer(calls.content.banners, () => []);
    fakePlatform.answer(calls.content.announcements, () => []);
    await renderWithApp(null, { path: '/m/vip', routes });
    expect((await screen.findByTestId('vip-default-banner')).getAttribute('src')).toBe(brandImages.defaultBanner);
    expect((await screen.findByTestId('vip-content-empty')).textContent).toContain('VIP news will appear here');
  });

  it('offers a retry for each block that fails', async () => {
    fakePlatform.answer(calls.content.banners, () => {
      return refuse('TOO_MANY_REQUEST', { status: 429 });
    });
    fakePlatform.answer(calls.content.announcements, () => {
      return refuse('TOO_MANY_REQUEST', { status: 429 });
    });
    await renderWithApp(null, { path: '/m/vip', routes });
    expect(await screen.findByTestId('vip-banners-retry')).toBeTruthy();
    expect(await screen.findByTestId('vip-content-retry')).toBeTruthy();
  });
});
