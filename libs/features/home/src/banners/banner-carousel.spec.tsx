import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandImages } from '@playdeck/brand';
import { calls, fakePlatform, refuseUnknown, renderWithApp } from '@playdeck/testing';
import BannerCarousel from './banner-carousel';

afterEach(() => vi.clearAllMocks());

const banner = (id: number) => ({ groupName: 'm_home' as const, url: `/wps/static/banners/${id}.svg` });

describe('BannerCarousel', () => {
  it("shows the brand's hero banner, then the m_home banners, in a looping carousel with dots", async () => {
    fakePlatform.answer(calls.content.banners, () => [banner(1), banner(2), banner(3)]);
    const view = await renderWithApp(<BannerCarousel />);
    await waitFor(() => expect(view.container.querySelectorAll('.swiper-slide').length).toBeGreaterThanOrEqual(4));
    const slides = [...view.container.querySelectorAll<HTMLElement>('.swiper-slide')].sort(
      (a, b) => Number(a.dataset.swiperSlideIndex) - Number(b.dataset.swiperSlideIndex),
    );
    expect(slides.map((slide) => slide.querySelector('img')!.getAttribute('src'))).toEqual([
      brandImages.heroBanner,
      '/wps/static/banners/1.svg',
      '/wps/static/banners/2.svg',
      '/wps/static/banners/3.svg',
    ]);
    expect(fakePlatform.requests(calls.content.banners)[0]!.query).toEqual({ groupName: 'm_home', language: 'EN' });
    await waitFor(() => expect(view.container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(4));
  });

  it('shows the hero banner alone, without dots, while the banners load', async () => {
    fakePlatform.answer(calls.content.banners, () => new Promise(() => undefined));
    const view = await renderWithApp(<BannerCarousel />);
    expect(screen.getByTestId('home-banners').dataset.state).toBe('loading');
    expect(screen.getAllByTestId('home-banner').map((image) => image.getAttribute('src'))).toEqual([brandImages.heroBanner]);
    expect(screen.getByTestId('home-banner').getAttribute('fetchpriority')).toBe('high');
    expect(view.container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(0);
  });

  it('shows the hero banner when the group has none', async () => {
    fakePlatform.answer(calls.content.banners, () => []);
    await renderWithApp(<BannerCarousel />);
    await waitFor(() => expect(screen.getByTestId('home-banners').dataset.state).toBe('empty'));
    expect(screen.getAllByTestId('home-banner').map((image) => image.getAttribute('src'))).toEqual([brandImages.heroBanner]);
  });

  it('keeps the hero banner when loading fails, with a retry', async () => {
    let fail = true;
    fakePlatform.answer(calls.content.banners, () => (fail ? refuseUnknown('system.busy', { status: 500 }) : [banner(4)]));
    await renderWithApp(<BannerCarousel />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByTestId('home-banner').getAttribute('src')).toBe(brandImages.heroBanner);
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('home-banners').dataset.state).toBe('ready'));
    const sources = screen.getAllByTestId('home-banner').map((image) => image.getAttribute('src'));
    expect(sources).toContain('/wps/static/banners/4.svg');
  });

  it('falls back to the default banner for a platform image that fails', async () => {
    fakePlatform.answer(calls.content.banners, () => [banner(1)]);
    await renderWithApp(<BannerCarousel />);
    const image = await screen.findByRole('img', { name: (_name, element) => element.getAttribute('src') === '/wps/static/banners/1.svg' });
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(brandImages.defaultBanner);
  });
});
