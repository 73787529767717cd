import { describe, expect, it } from 'vitest';
import { marqueeSeconds } from './marquee';

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
