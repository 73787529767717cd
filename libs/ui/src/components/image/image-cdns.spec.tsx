import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Image } from './image';
import { imageCandidates, setImageCdns } from './image-cdns';

const CDNS = ['https://img1.example', 'https://img2.example/', 'https://img3.example'];
const img = () => screen.getByRole('img') as HTMLImageElement;

afterEach(() => {
  setImageCdns([]);
  vi.restoreAllMocks();
});

describe('imageCandidates', () => {
  const cdns = ['https://img1.example', 'https://img2.example', 'https://img3.example'];

  it('serves an image under a CDN from the one picked, then the others in turn', () => {
    expect(imageCandidates('https://img2.example/games/7.png', cdns, 0)).toEqual([
      'https://img1.example/games/7.png',
      'https://img2.example/games/7.png',
      'https://img3.example/games/7.png',
    ]);
    expect(imageCandidates('https://img1.example/games/7.png', cdns, 0.5)).toEqual([
      'https://img2.example/games/7.png',
      'https://img3.example/games/7.png',
      'https://img1.example/games/7.png',
    ]);
    expect(imageCandidates('https://img1.example/games/7.png', cdns, 0.99)[0]).toBe('https://img3.example/games/7.png');
  });

  it('leaves other URLs alone, and everything when there is no CDN', () => {
    expect(imageCandidates('/brand/default-game.svg', cdns, 0.5)).toEqual(['/brand/default-game.svg']);
    expect(imageCandidates('https://img1.example.evil/x.png', cdns, 0.5)).toEqual(['https://img1.example.evil/x.png']);
    expect(imageCandidates('https://img1.example/games/7.png', [], 0.5)).toEqual(['https://img1.example/games/7.png']);
  });

  it('origin-relative CDNs work the same (the platform answers /wps/static)', () => {
    expect(imageCandidates('/wps/static/games/7.svg', ['/wps/static', '/cdn/static'], 0.7)).toEqual([
      '/cdn/static/games/7.svg',
      '/wps/static/games/7.svg',
    ]);
  });
});

describe('Image with image CDNs', () => {
  it('picks a CDN at random per image and falls back to the next one, then to fallbackSrc', () => {
    act(() => setImageCdns(CDNS));
    vi.spyOn(Math, 'random').mockReturnValue(0.4);
    render(<Image src="https://img1.example/games/7.png" alt="Gems" fallbackSrc="/default.svg" />);
    expect(img().getAttribute('src')).toBe('https://img2.example/games/7.png');
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('https://img3.example/games/7.png');
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('https://img1.example/games/7.png');
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/default.svg');
  });

  it('each use picks again', () => {
    act(() => setImageCdns(CDNS));
    vi.spyOn(Math, 'random').mockReturnValueOnce(0).mockReturnValueOnce(0.9);
    render(
      <>
        <Image src="https://img1.example/a.png" alt="A" />
        <Image src="https://img1.example/b.png" alt="B" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'A' }).getAttribute('src')).toBe('https://img1.example/a.png');
    expect(screen.getByRole('img', { name: 'B' }).getAttribute('src')).toBe('https://img3.example/b.png');
  });
});
