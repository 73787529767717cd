import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './api-client';
import { throttleCall } from './throttle-call';
import { MARK_READ_THROTTLE_MS, throttledApiCall } from './throttled-api-call';
import { testCalls } from './testing/test-calls';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

function recorder() {
  const starts: { id: string; at: number }[] = [];
  const fn = vi.fn(async (id: string) => {
    starts.push({ id, at: Date.now() });
    return `marked ${id}`;
  });
  return { starts, fn };
}
const gaps = (starts: { at: number }[]) => starts.slice(1).map((start, index) => start.at - starts[index]!.at);

describe('throttleCall', () => {
  it('runs the first call at once and spaces the rest at least the interval apart, dropping none', async () => {
    const { starts, fn } = recorder();
    const markRead = throttleCall(fn, 150);
    const results = ['a1', 'a2', 'a3', 'a4'].map((id) => markRead(id));
    await vi.advanceTimersByTimeAsync(0);
    expect(starts.map((start) => start.id)).toEqual(['a1']);

    await vi.advanceTimersByTimeAsync(1000);
    await expect(Promise.all(results)).resolves.toEqual(['marked a1', 'marked a2', 'marked a3', 'marked a4']);
    expect(starts.map((start) => start.id)).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(gaps(starts)).toEqual([150, 150, 150]);
  });

  it('joins a repeat of a call still waiting instead of sending it twice', async () => {
    const { starts, fn } = recorder();
    const markRead = throttleCall(fn, 150);
    const [first, second, repeat] = [markRead('a1'), markRead('a2'), markRead('a2')];
    expect(repeat).toBe(second);
    await vi.advanceTimersByTimeAsync(500);
    await Promise.all([first, second]);
    expect(starts.map((start) => start.id)).toEqual(['a1', 'a2']);
  });

  it('does not wait after a quiet spell, and keeps spacing calls made while one is in flight', async () => {
    const { starts, fn } = recorder();
    const markRead = throttleCall(fn, 150);
    void markRead('a1');
    await vi.advanceTimersByTimeAsync(400);
    void markRead('a2');
    await vi.advanceTimersByTimeAsync(0);
    expect(starts.at(-1)!.at - starts[0]!.at).toBe(400);
    void markRead('a3');
    await vi.advanceTimersByTimeAsync(149);
    expect(starts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toHaveLength(3);
  });

  it('keeps going after a failed call; the failure reaches only its own caller', async () => {
    const fn = vi.fn(async (id: string) => {
      if (id === 'bad') throw new Error('refused');
      return id;
    });
    const markRead = throttleCall(fn, 150);
    const bad = markRead('bad');
    const good = markRead('good');
    const settled = Promise.allSettled([bad, good]);
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled).toEqual([
      { status: 'rejected', reason: new Error('refused') },
      { status: 'fulfilled', value: 'good' },
    ]);
  });
});

describe('throttledApiCall', () => {
  it('sends each mark-read through the client, 150 ms apart', async () => {
    const sent: { body: unknown; at: number }[] = [];
    const client = {
      call: async (_definition: unknown, options: { body: unknown }) => void sent.push({ body: options.body, at: Date.now() }),
    } as unknown as ApiClient;
    const markRead = throttledApiCall(client, testCalls.json);
    expect(MARK_READ_THROTTLE_MS).toBe(150);
    for (const nodeId of ['1', '2', '3']) void markRead({ body: { nodeId } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((entry) => entry.body)).toEqual([{ nodeId: '1' }, { nodeId: '2' }, { nodeId: '3' }]);
    expect(gaps(sent)).toEqual([150, 150]);
  });
});
