import { describe, expect, it } from 'vitest';
import { concurrencyGate, GateQueueFull } from './concurrency-gate';

describe('concurrencyGate', () => {
  it('runs at most its limit at once, in the order asked, and passes answers and failures through', async () => {
    const gate = concurrencyGate(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (n === 3) throw new Error('task 3 failed');
      return n * 10;
    };
    const answers = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((n) => gate(task(n))));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : answer.reason.message))).toEqual([
      0,
      10,
      20,
      'task 3 failed',
      40,
      50,
    ]);
    // A failure frees its place: the gate still runs new work.
    expect(await gate(async () => 'after')).toBe('after');
  });

  it('refuses a call beyond maxWaiting at once, with an estimate of when the queue will have drained', async () => {
    const gate = concurrencyGate(2, { maxWaiting: 2 });
    const slow = () => gate(() => new Promise((resolve) => setTimeout(resolve, 40)));
    await Promise.all([slow(), slow()]); // the estimate comes from tasks that ran
    const admitted = [slow(), slow(), slow(), slow()]; // two run, two wait
    const refusal = await gate(async () => 'too many').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GateQueueFull);
    // Three turns of two at a time: the two waiting and this one, ~40 ms each.
    expect((refusal as GateQueueFull).retryAfterMs).toBeGreaterThanOrEqual(2 * 35);
    await Promise.all(admitted);
    expect(await gate(async () => 'after')).toBe('after');
  });
});
