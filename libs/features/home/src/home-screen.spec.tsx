import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brandImages } from '@playdeck/brand';
import { useSessionStore } from '@playdeck/session';
import HomeScreen from './home-screen';
import { renderWithApp } from '@playdeck/testing';

// The blocks are chunks of their own: load them once, so each test waits only for its answers.
beforeAll(async () => {
  await Promise.all([
    import('./entrance/home-entrance'),
    import('./banners/banner-carousel'),
    import('./notice/notice-bar'),
    import('./matches/hot-match-carousel'),
    import('./games/hot-games-carousel'),
  ]);
});

afterEach(() => {
  vi.clearAllMocks();
});

const member = () => useSessionStore.getState().setSession({ token: 'token-1', merchantCode: 'PLAYDECK', userName: 'member01', type: 0 });
const tabContent = () => screen.getByTestId('home-tab-content');
const menuItem = (id: string) => screen.findByTestId(`home-menu-${id}`);

describe('HomeScreen frame', () => {
  it('shows the hero banner and the entrance skeleton at once, then the entrance', async () => {
    await renderWithApp(<HomeScreen />);
    expect(screen.getByTestId('home-banner').getAttribute('src')).toBe(brandImages.heroBanner);
    expect(screen.getByTestId('home-entrance-loading')).toBeTruthy();
    expect(await screen.findByTestId('home-tab-content')).toBeTruthy();
  });
});

describe('hot-match action', () => {
  it('sends a visitor to the login page', async () => {
    const view = await renderWithApp(<HomeScreen />);
    fireEvent.click(screen.getByTestId('home-hot-match-action'));
    expect(view.location().pathname).toBe('/m/login');
  });

  it('brings the hot matches into view for a member, back on the index tab from a tab without them', async () => {
    member();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const view = await renderWithApp(<HomeScreen />);
    fireEvent.click(await menuItem('FISH'));
    expect(screen.queryByTestId('home-hot-matches')).toBeNull();

    fireEvent.click(screen.getByTestId('home-hot-match-action'));
    const section = await screen.findByTestId('home-hot-matches');
    expect(tabContent().dataset.tab).toBe('index');
    expect(scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(section);
    expect(view.location().pathname).toBe('/m/home');
  });

  it('stays on SPORTS, which shows hot matches too', async () => {
    member();
    Element.prototype.scrollIntoView = vi.fn();
    await renderWithApp(<HomeScreen />);
    fireEvent.click(await menuItem('SPORTS'));
    fireEvent.click(screen.getByTestId('home-hot-match-action'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('home-hot-matches')));
    expect(tabContent().dataset.tab).toBe('SPORTS');
    expect(within(tabContent()).getByTestId('home-vendors')).toBeTruthy();
  });
});
