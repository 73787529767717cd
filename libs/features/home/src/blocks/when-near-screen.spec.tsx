import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMotionWorld } from '../motion/motion-test-kit';
import { WhenNearScreen } from './when-near-screen';

function Block() {
  return (
    <WhenNearScreen fallback={<p>skeleton</p>}>
      <p>carousel</p>
    </WhenNearScreen>
  );
}

describe('WhenNearScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows its fallback until its spot comes on screen, then the block for good', () => {
    const world = fakeMotionWorld();
    render(<Block />);
    expect(screen.getByText('skeleton')).toBeTruthy();
    expect(screen.queryByText('carousel')).toBeNull();

    world.scrollOutOfView();
    expect(screen.queryByText('carousel')).toBeNull();

    world.scrollIntoView();
    expect(screen.getByText('carousel')).toBeTruthy();
    expect(screen.queryByText('skeleton')).toBeNull();
    expect(world.observing()).toBe(0);
  });

  it('renders the block at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Block />);
    expect(screen.getByText('carousel')).toBeTruthy();
  });
});
