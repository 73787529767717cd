import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDockedAwayFromEnd } from './use-docked-away-from-end';

/** An IntersectionObserver the spec answers: `endOnScreen(true|false)` reports the watched element. */
function fakeObserver() {
  const live: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, targets: [] as Element[] };
        live.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        live.splice(live.indexOf(this.entry), 1);
      }
    },
  );
  return {
    live,
    endOnScreen: (isIntersecting: boolean) =>
      act(() => {
        for (const { callback, targets } of live)
          callback(
            targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
      }),
  };
}

function Probe() {
  const end = useRef<HTMLSpanElement>(null);
  const docked = useDockedAwayFromEnd(end);
  return (
    <>
      <output data-testid="docked">{String(docked)}</output>
      <span ref={end} data-testid="end" />
    </>
  );
}

describe('the floating button docks away from the page end', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('docks while the page end is off screen and comes out when it is on screen', () => {
    const observer = fakeObserver();
    const { getByTestId } = render(<Probe />);
    expect(getByTestId('docked').textContent).toBe('false');
    expect(observer.live[0]?.targets).toEqual([getByTestId('end')]);
    observer.endOnScreen(false);
    expect(getByTestId('docked').textContent).toBe('true');
    observer.endOnScreen(true);
    expect(getByTestId('docked').textContent).toBe('false');
    observer.endOnScreen(false);
    expect(getByTestId('docked').textContent).toBe('true');
  });

  it('counts the end as reached a couple of pixels early (fractional scroll positions)', () => {
    const observer = fakeObserver();
    render(<Probe />);
    expect(observer.live[0]?.options?.rootMargin).toBe('0px 0px 2px 0px');
  });

  it('stops watching when the button goes', () => {
    const observer = fakeObserver();
    const { unmount } = render(<Probe />);
    expect(observer.live).toHaveLength(1);
    unmount();
    expect(observer.live).toHaveLength(0);
  });

  it('stays out where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { getByTestId } = render(<Probe />);
    expect(getByTestId('docked').textContent).toBe('false');
  });
});
