import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RgLimits } from '@playdeck/api';
import {
  calls,
  delayed,
  demoMemberSession,
  demoRgLimits,
  networkFailure,
  type ScreenStoryParameters,
} from '@playdeck/testing/fake-platform';
import RgLimitsScreen from './rg-limits-screen';

const meta = {
  title: 'Screens/Responsible gaming limits',
  component: RgLimitsScreen,
  parameters: { screen: { path: '/m/securityCenter?rg=limits', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof RgLimitsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A daily deposit limit of 100 with 80 used, and a raise of the weekly loss limit waiting its cooling-off. */
const someLimits: RgLimits = {
  limits: demoRgLimits().limits.map((limit) => {
    if (limit.kind === 'DEPOSIT' && limit.period === 'DAILY') return { ...limit, amount: 100, used: 80, left: 20 };
    if (limit.kind === 'LOSS' && limit.period === 'WEEKLY')
      return { ...limit, amount: 200, used: 50, left: 150, pending: { amount: 500, effectiveAt: Date.UTC(2026, 10, 25, 10) } };
    return limit;
  }),
};

/** None set: every amount empty, nothing counted. */
export const NoLimits: Story = {};

export const SomeLimits: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.responsibleGaming.limits, someLimits),
  } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.responsibleGaming.limits, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.responsibleGaming.limits, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};
