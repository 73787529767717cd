import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pendingWork } from '../../utils/pending-work';
import { RandomSourceProvider } from '../../utils/random-source';
import { Image } from './image';
import { setImageCdns } from './image-cdns';

const img = () => screen.getByRole('img') as HTMLImageElement;

describe('Image', () => {
  it('loads lazily and reserves its size', () => {
    render(<Image src="/game.png" alt="Fortune Gems" width={96} height={96} />);
    expect(img().getAttribute('loading')).toBe('lazy');
    expect(img().getAttribute('width')).toBe('96');
    expect(img().getAttribute('height')).toBe('96');
  });

  it('can load eagerly, e.g. the first banner', () => {
    render(<Image src="/banner.png" alt="" loading="eager" aspectRatio="16 / 9" />);
    expect(screen.getByRole('presentation').getAttribute('loading')).toBe('eager');
  });

  it('sets an aspect ratio for fluid images', () => {
    render(<Image src="/banner.png" alt="Banner" aspectRatio="16 / 9" />);
    expect(img().style.aspectRatio).toBe('16 / 9');
  });

  it('swaps to fallbackSrc when the image fails', () => {
    const onError = vi.fn();
    render(<Image src="/broken.png" alt="Fortune Gems" fallbackSrc="/default-game.svg" onError={onError} />);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/default-game.svg');
    expect(img().alt).toBe('Fortune Gems');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('has work pending from a failure until the fallback is in place', () => {
    const before = pendingWork().work;
    render(<Image src="/broken.png" alt="Fortune Gems" fallbackSrc="/default-game.svg" />);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/default-game.svg');
    expect(pendingWork().work).toBe(before);
  });

  it('picks its image CDN from the random source it is given', () => {
    setImageCdns(['https://a.example', 'https://b.example']);
    try {
      render(
        <RandomSourceProvider value={() => () => 0.99}>
          <Image src="https://a.example/game.png" alt="Fortune Gems" />
        </RandomSourceProvider>,
      );
      expect(img().getAttribute('src')).toBe('https://b.example/game.png');
    } finally {
      setImageCdns([]);
    }
  });

  it('stops after the fallback also fails: a sized placeholder keeps the name, no request loop', () => {
    render(<Image src="/broken.png" alt="Fortune Gems" fallbackSrc="/also-broken.svg" width={96} height={96} />);
    fireEvent.error(img());
    fireEvent.error(img());
    const placeholder = screen.getByRole('img', { name: 'Fortune Gems' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder.style.width).toBe('96px');
    expect(document.querySelector('img')).toBeNull();
  });

  it('without a fallback, a failure goes straight to the placeholder', () => {
    render(<Image src="/broken.png" alt="" />);
    fireEvent.error(screen.getByRole('presentation'));
    expect(document.querySelector('img')).toBeNull();
  });

  it('a new src is tried again even after an earlier failure', () => {
    const { rerender } = render(<Image src="/a.png" alt="Game" fallbackSrc="/default.svg" />);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/default.svg');
    rerender(<Image src="/b.png" alt="Game" fallbackSrc="/default.svg" />);
    expect(img().getAttribute('src')).toBe('/b.png');
  });
});
