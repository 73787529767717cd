import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadMore } from './use-load-more';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// jsdom has no layout: the end of the page is always within 300 px.
describe('useLoadMore', () => {
  it('asks for the second page a second after the list appeared, not sooner, and once', () => {
    const loadMore = vi.fn();
    renderHook(() => useLoadMore({ hasNextPage: true, isFetching: false, loadMore, itemCount: 25, listKey: 'a' }));
    act(() => vi.advanceTimersByTime(999));
    expect(loadMore).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('waits a second between pages, and nothing while a page is on its way or after the last', () => {
    const loadMore = vi.fn();
    const { rerender } = renderHook(
      (props: { fetching: boolean; hasNext: boolean; count: number }) =>
        useLoadMore({ hasNextPage: props.hasNext, isFetching: props.fetching, loadMore, itemCount: props.count, listKey: 'a' }),
      { initialProps: { fetching: false, hasNext: true, count: 25 } },
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(loadMore).toHaveBeenCalledTimes(1);
    rerender({ fetching: true, hasNext: true, count: 25 });
    act(() => vi.advanceTimersByTime(5000));
    expect(loadMore).toHaveBeenCalledTimes(1);
    rerender({ fetching: false, hasNext: true, count: 50 });
    expect(loadMore).toHaveBeenCalledTimes(2);
    rerender({ fetching: false, hasNext: false, count: 75 });
    act(() => vi.advanceTimersByTime(5000));
    expect(loadMore).toHaveBeenCalledTimes(2);
  });
});
