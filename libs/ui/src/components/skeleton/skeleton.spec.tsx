import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver } from '../../testing/fake-intersection-observer';
import { Skeleton } from './skeleton';

const el = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(el(container).getAttribute('aria-hidden')).toBe('true');
  });

  it('lines fill the width by default', () => {
    const { container } = render(<Skeleton />);
    expect(el(container).style.width).toBe('100%');
  });

  it('takes numeric sizes as px and string sizes as given', () => {
    const { container } = render(<Skeleton shape="rect" width={120} height="50%" />);
    expect(el(container).style.width).toBe('120px');
    expect(el(container).style.height).toBe('50%');
  });

  it('a circle is as tall as it is wide unless told otherwise', () => {
    const { container } = render(<Skeleton shape="circle" width={40} />);
    expect(el(container).style.height).toBe('40px');
  });

  it('uses a different class per shape', () => {
    const { container: line } = render(<Skeleton shape="line" />);
    const { container: circle } = render(<Skeleton shape="circle" width={40} />);
    expect(el(line).className).not.toBe(el(circle).className);
  });

  describe('off screen', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('is marked while outside the viewport, so its sheen stops there, and unmarked when it comes on screen', () => {
      const screen = fakeIntersectionObserver();
      const { container } = render(
        <>
          <Skeleton />
          <Skeleton shape="rect" height={120} />
        </>,
      );
      const [line, rect] = [...container.children] as [HTMLElement, HTMLElement];
      expect(screen.watched()).toEqual([line, rect]);
      expect(screen.observing()).toBe(1);

      screen.intersect(false);
      expect(line.hasAttribute('data-off-screen')).toBe(true);
      expect(rect.hasAttribute('data-off-screen')).toBe(true);

      screen.intersect(true);
      expect(line.hasAttribute('data-off-screen')).toBe(false);
    });

    it('stops being watched when it unmounts', () => {
      const screen = fakeIntersectionObserver();
      const { unmount } = render(<Skeleton />);
      expect(screen.watched()).toHaveLength(1);
      unmount();
      expect(screen.watched()).toHaveLength(0);
    });
  });
});
