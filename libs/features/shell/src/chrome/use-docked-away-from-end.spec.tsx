import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDockedAwayFromEnd } from './use-docked-away-from-end';

/** A page `height` px tall in an 800 px window, scrolled to `top`. */
function page(height: number, top: number): void {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
}

describe('the floating button docks away from the page end', () => {
  afterEach(() => page(0, 0));

  it('stays out on a page that does not scroll', () => {
    page(600, 0);
    expect(renderHook(() => useDockedAwayFromEnd()).result.current).toBe(false);
  });

  it('docks at the top and mid-page of a long page, and comes out at its end (the room the page keeps)', async () => {
    page(3000, 0);
    const { result } = renderHook(() => useDockedAwayFromEnd());
    expect(result.current).toBe(true);
    for (const [top, docked] of [
      [1200, true],
      [2190, true],
      [2200, false],
      [900, true],
      [2199.5, false],
    ] as const) {
      page(3000, top);
      act(() => void window.dispatchEvent(new Event('scroll')));
      await waitFor(() => expect(result.current, `at ${top}`).toBe(docked));
    }
  });

  it('docks again when the window grows shorter than the page (resize)', async () => {
    page(800, 0);
    const { result } = renderHook(() => useDockedAwayFromEnd());
    expect(result.current).toBe(false);
    page(1600, 0);
    act(() => void window.dispatchEvent(new Event('resize')));
    await waitFor(() => expect(result.current).toBe(true));
  });
});
