import type { CallDefinition } from '@playdeck/api';
import { delayed, networkFailure, type Outcome, type WireValue } from './answers';
import type { ScreenStoryParameters } from './story-parameters';

/** A story that differs from the demo world by one call's answer. */
export interface AnsweredStory {
  parameters: Pick<ScreenStoryParameters, 'fakePlatform'>;
}

const answering = <C extends CallDefinition>(call: C, answer: Outcome<WireValue<C>>): AnsweredStory => ({
  parameters: { fakePlatform: (platform) => platform.answer(call, answer) },
});

/**
 * The states a screen shows around the one call it loads, as stories: `empty` (the call answers `emptyValue`),
 * `loading` (the answer never comes while the story is looked at: the loading state, held still; the visual
 * snapshots' runner sees the held answer and does not wait for it) and `loadFailed` (no answer: the error with
 * its retry). `export const Empty: Story = states.empty;` and so on.
 */
export function loadStateStories<C extends CallDefinition>(call: C, emptyValue: WireValue<C>) {
  return { empty: answering(call, emptyValue), ...loadingStories(call) };
}

/** `loading` and `loadFailed` of loadStateStories alone, for a screen whose call has no empty answer. */
export function loadingStories<C extends CallDefinition>(call: C) {
  return {
    loading: answering(call, delayed(600_000, networkFailure())),
    loadFailed: answering(call, networkFailure()),
  };
}
