import { contract, RG_LIMIT_KINDS, RG_LIMIT_PERIODS, type RgLimits, type RgRealityCheck } from '@playdeck/api';
import type { FakeWorld } from '../fake-platform';

const { responsibleGaming } = contract;

/** No limits set: every kind and period open, nothing counted. The screens' own stories set their limits. */
export const demoRgLimits = (): RgLimits => ({
  limits: RG_LIMIT_KINDS.flatMap((kind) =>
    RG_LIMIT_PERIODS.map((period) => ({ kind, period, amount: null, pending: null, used: 0, left: null })),
  ),
});

/** Off, signed in a quarter of an hour before the platform's now, 12.50 down since. */
export const demoRealityCheck = (): RgRealityCheck => ({
  intervalMinutes: null,
  signedInAt: Date.UTC(2026, 10, 23, 9, 45),
  now: Date.UTC(2026, 10, 23, 10),
  net: -12.5,
});

export const responsibleGamingAnswers: FakeWorld = {
  [responsibleGaming.limits.id]: () => demoRgLimits(),
  [responsibleGaming.setLimits.id]: () => demoRgLimits(),
  [responsibleGaming.realityCheck.id]: () => demoRealityCheck(),
  // The interval sent, as the platform answers it (the demo's own without a body).
  [responsibleGaming.setRealityCheck.id]: ({ body }) => {
    const sent = body as { intervalMinutes?: RgRealityCheck['intervalMinutes'] } | undefined;
    return { ...demoRealityCheck(), ...(sent && 'intervalMinutes' in sent ? { intervalMinutes: sent.intervalMinutes } : {}) };
  },
  [responsibleGaming.takeBreak.id]: () => ({ kind: 'TIME_OUT', endsAt: Date.UTC(2026, 10, 24, 10) }),
};
