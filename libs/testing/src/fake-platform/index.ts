// The fake operator platform, for component tests (msw/node, tools/vitest/setup-web.ts) and stories
// (msw/browser, .storybook/preview.tsx). Browser-safe: no vitest, no testing-library.
import { contract } from '@playdeck/api';
import { demoWorld } from './demo/world';
import { createFakePlatform } from './fake-platform';

export {
  delayed,
  networkFailure,
  refuse,
  refuseUnknown,
  type CallOutcome,
  type Outcome,
  type Refusal,
  type UnknownCode,
  type WireValue,
} from './answers';
export {
  createFakePlatform,
  fakeEnvelope,
  FakeContractError,
  type FakePlatform,
  type FakeWorld,
  type Resolver,
  type SentRequest,
  type UploadedImageAnswer,
  type UploadedImageResolver,
} from './fake-platform';
export { FAKE_PLATFORM_KEY } from './platform-key';
export type { ScreenStoryParameters } from './story-parameters';
export { withRgRules, type RgRulesStory } from './rg-rules-story';
export {
  answeredStory,
  contractStory,
  loadingStories,
  loadStateStories,
  notFoundStory,
  SUB_AGENT_SESSION,
  type AnsweredStory,
} from './story-states';
export * from './demo/content';
export * from './demo/games';
export * from './demo/session';
export { demoAvatar, demoProfile, demoStaticAvatars } from './demo/settings';
export * from './demo/system';
export { DEMO_UPLOAD_PNG, demoUploadId } from './demo/uploads';
export * from './demo/kyc';
export * from './demo/inbox';
export { demoInfoPages, infoEntry } from './demo/info-pages';
export * from './demo/lottery';
export { demoRgLimits } from './demo/responsible-gaming';
export { demoWorld } from './demo/world';

/** The calls of the contract by domain: `fakePlatform.answer(calls.session.login, …)`. */
export const calls = contract;

/** The one fake platform of a test file or a Storybook page: the demo world, overridden per call. */
export const fakePlatform = createFakePlatform(demoWorld);
export * from './demo/security';
export * from './demo/agent-team';
export * from './demo/agent-reports';
export { demoDividendContract, demoOwnRates } from './demo/agent-contracts';
export { demoRealityCheck } from './demo/responsible-gaming';
