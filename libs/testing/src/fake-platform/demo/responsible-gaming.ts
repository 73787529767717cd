import { contract, RG_LIMIT_KINDS, RG_LIMIT_PERIODS, type RgLimits } from '@playdeck/api';
import type { FakeWorld } from '../fake-platform';

const { responsibleGaming } = contract;

/** No limits set: every kind and period open, nothing counted. The screens' own stories set their limits. */
export const demoRgLimits = (): RgLimits => ({
  limits: RG_LIMIT_KINDS.flatMap((kind) =>
    RG_LIMIT_PERIODS.map((period) => ({ kind, period, amount: null, pending: null, used: 0, left: null })),
  ),
});

export const responsibleGamingAnswers: FakeWorld = {
  [responsibleGaming.limits.id]: () => demoRgLimits(),
  [responsibleGaming.setLimits.id]: () => demoRgLimits(),
  [responsibleGaming.takeBreak.id]: () => ({ kind: 'TIME_OUT', endsAt: Date.UTC(2026, 10, 24, 10) }),
};
