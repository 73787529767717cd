import { renderHook } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useDeferredAnswer } from './use-deferred-answer';

const answer = (
  data: string[] | undefined,
  status: 'pending' | 'success' | 'error' = data ? 'success' : 'pending',
  error: Error | null = null,
) => ({ data, status, error, isPending: status === 'pending' }) as unknown as UseQueryResult<string[]>;

describe('useDeferredAnswer', () => {
  it('keeps the result it showed while data, status and error stay the same (react-query gives a new object each render)', () => {
    const list = ['a', 'b'];
    const first = answer(list);
    const { result, rerender } = renderHook(({ value }) => useDeferredAnswer(value), { initialProps: { value: first } });
    expect(result.current).toBe(first);
    rerender({ value: answer(list) });
    expect(result.current).toBe(first);
  });

  it('shows the new answer when its data, status or error change', () => {
    const { result, rerender } = renderHook(({ value }) => useDeferredAnswer(value), { initialProps: { value: answer(undefined) } });
    const loaded = answer(['a']);
    rerender({ value: loaded });
    expect(result.current).toBe(loaded);
    const failed = answer(['a'], 'error', new Error('down'));
    rerender({ value: failed });
    expect(result.current).toBe(failed);
  });
});
