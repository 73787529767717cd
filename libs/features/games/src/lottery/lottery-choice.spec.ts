import { describe, expect, it } from 'vitest';
import { chosenPrizeMode, formatCountdown, markAutoLaunched, secondsToDraw, shouldAutoLaunch } from './lottery-choice';

describe('chosenPrizeMode', () => {
  it("takes the link's prize mode when the lottery offers it", () => {
    expect(chosenPrizeMode({ prizeModes: ['Lott', 'ZY'], prizeMode: 'Lott' }, 'ZY')).toBe('ZY');
  });

  it("falls back to the lottery's default for a mode it does not offer, or none", () => {
    expect(chosenPrizeMode({ prizeModes: ['SEA'], prizeMode: 'SEA' }, 'Elott')).toBe('SEA');
    expect(chosenPrizeMode({ prizeModes: ['Elott'], prizeMode: 'Elott' }, undefined)).toBe('Elott');
  });
});

describe('countdown', () => {
  it('counts whole seconds to the draw, never below zero', () => {
    expect(secondsToDraw(10_500, 10_000)).toBe(1);
    expect(secondsToDraw(9_000, 10_000)).toBe(0);
  });

  it('formats minutes and seconds, with hours when needed', () => {
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(3725)).toBe('1:02:05');
  });
});

describe('auto launch', () => {
  it('launches once per history entry', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(shouldAutoLaunch(storage, 'abc')).toBe(true);
    markAutoLaunched(storage, 'abc');
    expect(shouldAutoLaunch(storage, 'abc')).toBe(false);
    expect(shouldAutoLaunch(storage, 'def')).toBe(true);
  });
});
