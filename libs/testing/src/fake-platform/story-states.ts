import { contract, type CallDefinition } from '@playdeck/api';
import type { RefusalCode } from '@playdeck/api';
import { delayed, networkFailure, refuse, type CallOutcome, type WireValue } from './answers';
import type { ScreenStoryParameters } from './story-parameters';

/** A story that differs from the demo world by one call's answer. */
export interface AnsweredStory {
  parameters: Pick<ScreenStoryParameters, 'fakePlatform'>;
}

/** A story whose one difference from the demo world is `call`'s answer. */
export const answeredStory = <C extends CallDefinition>(call: C, answer: CallOutcome<C>): AnsweredStory => ({
  parameters: { fakePlatform: (platform) => platform.answer(call, answer) },
});

/**
 * The states a screen shows around the one call it loads, as stories: `empty` (the call answers `emptyValue`),
 * `loading` (the answer never comes while the story is looked at: the loading state, held still; the visual
 * snapshots' runner sees the held answer and does not wait for it) and `loadFailed` (no answer: the error with
 * its retry). `export const Empty: Story = states.empty;` and so on.
 */
export function loadStateStories<C extends CallDefinition>(call: C, emptyValue: WireValue<C>) {
  return { empty: answeredStory(call, emptyValue), ...loadingStories(call) };
}

/** `loading` and `loadFailed` of loadStateStories alone, for a screen whose call has no empty answer. */
export function loadingStories<C extends CallDefinition>(call: C) {
  return {
    loading: answeredStory(call, delayed(600_000, networkFailure())),
    loadFailed: answeredStory(call, networkFailure()),
  };
}

/** A detail screen's record the platform does not have (ended, removed): 404 `not.found`, for a call that declares it. */
export const notFoundStory = <C extends CallDefinition>(call: C & ('not.found' extends RefusalCode<C> ? unknown : never)): AnsweredStory =>
  answeredStory<CallDefinition>(call, refuse('not.found', { status: 404 }));

/** The sub-agent the agent contract screens' stories sign in as (agent01 offers it contracts). */
export const SUB_AGENT_SESSION = { token: 'agent-token', merchantCode: 'PLAYDECK', userName: 'agent02', type: 2 };

type ContractAnswer = WireValue<typeof contract.agentContracts.contract>;

/**
 * An agent contract screen's story: the contract call answers the offer waiting, the contract in force and the
 * earlier ones given (none where not given), in pesos.
 */
export const contractStory = ({ pending = null, current = null, history = [] }: Partial<Omit<ContractAnswer, 'currencySymbol'>>) =>
  answeredStory(contract.agentContracts.contract, { currencySymbol: '₱', pending, current, history });
