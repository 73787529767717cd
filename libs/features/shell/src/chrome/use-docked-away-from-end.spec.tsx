import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver } from '@playdeck/ui/testing';
import { useDockedAwayFromEnd } from './use-docked-away-from-end';

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
    const observer = fakeIntersectionObserver();
    const { getByTestId } = render(<Probe />);
    expect(getByTestId('docked').textContent).toBe('false');
    expect(observer.watched()).toEqual([getByTestId('end')]);
    observer.intersect(false);
    expect(getByTestId('docked').textContent).toBe('true');
    observer.intersect(true);
    expect(getByTestId('docked').textContent).toBe('false');
    observer.intersect(false);
    expect(getByTestId('docked').textContent).toBe('true');
  });

  it('counts the end as reached a couple of pixels early (fractional scroll positions)', () => {
    const observer = fakeIntersectionObserver();
    render(<Probe />);
    expect(observer.options()[0]?.rootMargin).toBe('0px 0px 2px 0px');
  });

  it('stops watching when the button goes', () => {
    const observer = fakeIntersectionObserver();
    const { unmount } = render(<Probe />);
    expect(observer.observing()).toBe(1);
    unmount();
    expect(observer.observing()).toBe(0);
  });

  it('stays out where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { getByTestId } = render(<Probe />);
    expect(getByTestId('docked').textContent).toBe('false');
  });
});
