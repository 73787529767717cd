import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandImages } from '@playdeck/brand';
import { calls, fakePlatform, renderWithApp } from '@playdeck/testing';
import { expectFirstView } from '@playdeck/ui';
import BannerCarousel from './banner-carousel';

// A file of its own: the gate is once per page (module state), and React.lazy keeps Swiper once loaded.
describe('BannerCarousel on the first view', () => {
  it('shows the hero banner alone, eager and first, and brings Swiper only once it has painted', async () => {
    expectFirstView();
    fakePlatform.answer(calls.content.banners, () => [
      { groupName: 'm_home' as const, url: '/wps/static/banners/1.svg' },
      { groupName: 'm_home' as const, url: '/wps/static/banners/2.svg' },
    ]);
    const view = await renderWithApp(<BannerCarousel />);
    await waitFor(() => expect(screen.getByTestId('home-banners').dataset.state).toBe('ready'));
    const first = screen.getByTestId('home-banner');
    expect(first.getAttribute('src')).toBe(brandImages.heroBanner);
    expect(first.getAttribute('loading')).not.toBe('lazy');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(view.container.querySelector('.swiper')).toBeNull();
    fireEvent.load(first);
    await waitFor(() => expect(view.container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(3));
  });
});
