import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { brandImages } from '@playdeck/brand';
import { renderWithApp } from '@playdeck/testing';
import { GameTile, type TileGame } from './game-tile';

const slot: TileGame = {
  nodeId: '100001',
  gameName: 'Golden Dragon',
  iconUrl: '/wps/static/games/1.svg',
  category: 'RNG',
  isNew: true,
  isHot: false,
};

describe('GameTile', () => {
  it('shows the icon, the name and the new mark, and opens at once', async () => {
    const onOpen = vi.fn();
    await renderWithApp(<GameTile game={slot} onOpen={onOpen} />);
    expect(screen.getByText('Golden Dragon')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.queryByText('Hot')).toBeNull();
    fireEvent.click(screen.getByTestId('game-tile-open'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('marks a live room with its type (Free, VIP, Pay per View); a game that is no room has no room mark', async () => {
    const room = { ...slot, category: 'LIVE' as const, isNew: false };
    for (const [roomType, label] of [
      ['FREE', 'Free'],
      ['VIP', 'VIP'],
      ['PPV', 'Pay per View'],
    ] as const) {
      const view = await renderWithApp(<GameTile game={{ ...room, roomType }} onOpen={() => {}} />);
      expect(screen.getByTestId('game-tile').textContent).toContain(label);
      view.unmount();
    }
    await renderWithApp(<GameTile game={{ ...slot, isNew: false, roomType: null }} onOpen={() => {}} />);
    expect(screen.getByTestId('game-tile').textContent).toBe('Golden Dragon');
  });

  it("falls back to the brand's default image when the icon fails", async () => {
    await renderWithApp(<GameTile game={slot} onOpen={() => {}} />);
    const image = screen.getByTestId('game-tile').querySelector('img')!;
    fireEvent.error(image);
    expect(screen.getByTestId('game-tile').querySelector('img')!.getAttribute('src')).toBe(brandImages.defaultGame);
  });

  it('reveals a button row on a sports tile before launching', async () => {
    const onOpen = vi.fn();
    await renderWithApp(<GameTile game={{ ...slot, category: 'SPORTS', isNew: false, isHot: true }} onOpen={onOpen} />);
    expect(screen.getByText('Hot')).toBeTruthy();
    const open = screen.getByTestId('game-tile-open');
    fireEvent.click(open);
    expect(onOpen).not.toHaveBeenCalled();
    expect(open.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByTestId('game-tile-play'));
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('game-tile-actions')).toBeNull();
  });

  it('has a favourite star that says whether the game is a favourite', async () => {
    const onToggle = vi.fn();
    await renderWithApp(<GameTile game={slot} onOpen={() => {}} favourite={{ active: true, onToggle }} />);
    const star = screen.getByRole('button', { name: 'Remove Golden Dragon from favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});
