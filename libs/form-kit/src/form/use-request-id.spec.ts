import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRequestId } from './use-request-id';

describe('useRequestId', () => {
  it('keeps one id for a submission and its retries, and makes a new one once the platform answered', () => {
    const { result, rerender } = renderHook(() => useRequestId());
    const first = result.current.current();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    rerender();
    expect(result.current.current()).toBe(first);

    result.current.settle();
    const second = result.current.current();
    expect(second).not.toBe(first);
    expect(result.current.current()).toBe(second);
  });
});
