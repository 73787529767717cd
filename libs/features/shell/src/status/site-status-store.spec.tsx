import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NORMAL_STATUS, renderWithApp } from '@playdeck/testing';
import { Image, setImageCdns } from '@playdeck/ui';
import { useSiteStatusStore } from './site-status-store';
import { SITE_STATUS_STORAGE_KEY } from './status-cache';

const withCdns = (imageCDNs: string[]) => ({ ...NORMAL_STATUS, info: { ...NORMAL_STATUS.info, imageCDNs } });
const shownSrc = () => {
  render(<Image src="/cdn-a/games/7.svg" alt="Gems" />);
  return screen.getByRole('img', { name: 'Gems' }).getAttribute('src');
};

afterEach(() => {
  localStorage.clear();
  setImageCdns([]);
  vi.restoreAllMocks();
});

describe('site status store: image CDNs (spec section 9)', () => {
  it("serves images from the live status's CDNs", () => {
    useSiteStatusStore.getState().applyLive(withCdns(['/cdn-a', '/cdn-b']));
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    expect(shownSrc()).toBe('/cdn-b/games/7.svg');
  });

  it("serves images from the cached status's CDNs at start, before the live answer", async () => {
    localStorage.setItem(SITE_STATUS_STORAGE_KEY, JSON.stringify(withCdns(['/cdn-a', '/cdn-c'])));
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    await renderWithApp(<Image src="/cdn-a/games/7.svg" alt="Gems" />, { startFromStorage: true });
    expect(useSiteStatusStore.getState().live).toBe(false);
    expect(screen.getByRole('img', { name: 'Gems' }).getAttribute('src')).toBe('/cdn-c/games/7.svg');
  });
});
