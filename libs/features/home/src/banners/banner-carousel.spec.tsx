import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandImages } from '@playdeck/brand';
import { calls, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import BannerCarousel from './banner-carousel';

afterEach(() => vi.clearAllMocks());

const banner = (id: number) => ({ groupName: 'm_home' as const, url: `/wps/static/banners/${id}.svg` });

describe('BannerCarousel', () => {
  it('shows the m_home banners in a looping carousel with dots', async () => {
    fakePlatform.answer(calls.content.banners, () => [banner(1), banner(2), banner(3)]);
    const view = await renderWithApp(<BannerCarousel />);
    await waitFor(() => expect(screen.getAllByTestId('home-banner')).toHaveLength(3));
    const images = screen.getAllByTestId('home-banner');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/wps/static/banners/1.svg',
      '/wps/static/banners/2.svg',
      '/wps/static/banners/3.svg',
    ]);
    expect(fakePlatform.requests(calls.content.banners)[0]!.query).toEqual({ groupName: 'm_home', language: 'EN' });
    await waitFor(() => expect(view.container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(3));
    expect(screen.queryByTestId('home-default-banner')).toBeNull();
  });

  it('shows a single banner without dots', async () => {
    fakePlatform.answer(calls.content.banners, () => [banner(1)]);
    const view = await renderWithApp(<BannerCarousel />);
    await screen.findByTestId('home-banner');
    expect(view.container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(0);
  });

  it('shows the default banner when the group has none', async () => {
    fakePlatform.answer(calls.content.banners, () => []);
    await renderWithApp(<BannerCarousel />);
    await waitFor(() => expect(screen.getByTestId('home-banners').dataset.state).toBe('empty'));
    expect(screen.getByTestId('home-default-banner').getAttribute('src')).toBe(brandImages.defaultBanner);
  });

  it('keeps the default banner when loading fails, with a retry', async () => {
    let fail = true;
    fakePlatform.answer(calls.content.banners, () => (fail ? refuse('system.busy', { status: 500 }) : [banner(4)]));
    await renderWithApp(<BannerCarousel />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByTestId('home-default-banner')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect((await screen.findByTestId('home-banner')).getAttribute('src')).toBe('/wps/static/banners/4.svg');
  });

  it('falls back to the default banner for an image that fails', async () => {
    fakePlatform.answer(calls.content.banners, () => [banner(1)]);
    const view = await renderWithApp(<BannerCarousel />);
    await waitFor(() => expect(view.container.querySelector('.swiper')).not.toBeNull());
    fireEvent.error(screen.getByTestId('home-banner'));
    expect(screen.getByTestId('home-banner').getAttribute('src')).toBe(brandImages.defaultBanner);
  });

  it('shows the first banner alone, eager and first, and brings Swiper only once it has painted', async () => {
    vi.resetModules();
    const gate = await import('@playdeck/ui');
    const { default: FreshCarousel } = await import('./banner-carousel');
    gate.expectFirstView();
    fakePlatform.answer(calls.content.banners, () => [banner(1), banner(2)]);
    const view = await renderWithApp(<FreshCarousel />);
    const first = await screen.findByTestId('home-banner');
    expect(first.getAttribute('src')).toBe('/wps/static/banners/1.svg');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(view.container.querySelector('.swiper')).toBeNull();
    fireEvent.load(first);
    await waitFor(() => expect(view.container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(2));
    expect(screen.getAllByTestId('home-banner')[0]!.getAttribute('src')).toBe('/wps/static/banners/1.svg');
  });
});
