import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARQUEE_DURATION } from './marquee.css';
import { marqueeSeconds, useMarquee } from './marquee';

describe('marqueeSeconds', () => {
  const speed = { axis: 'x', pixelsPerSecond: 40, minSeconds: 8 } as const;

  it('grows with the content so the speed stays the same', () => {
    expect(marqueeSeconds(800, speed)).toBe(20);
    expect(marqueeSeconds(1600, speed)).toBe(40);
  });

  it('never rushes short content past', () => {
    expect(marqueeSeconds(40, speed)).toBe(8);
    expect(marqueeSeconds(0, speed)).toBe(8);
  });
});

describe('useMarquee', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('measures the track when the ResizeObserver reports it, never while React commits (that forces a layout)', () => {
    const reports: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          reports.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const track = document.createElement('div');
    const scrollWidth = vi.spyOn(track, 'scrollWidth', 'get').mockReturnValue(2 * 800);
    const { result } = renderHook(() => useMarquee({ current: track }, { axis: 'x', pixelsPerSecond: 40, minSeconds: 8 }));

    expect(scrollWidth).not.toHaveBeenCalled();
    expect(result.current.trackProps.style).toEqual({ [MARQUEE_DURATION]: '8s' });
    act(() => reports.forEach((report) => report([], {} as ResizeObserver)));
    expect(scrollWidth).toHaveBeenCalled();
    expect(result.current.trackProps.style).toEqual({ [MARQUEE_DURATION]: '20s' });
  });
});
