import { describe, expect, it } from 'vitest';
import { answeredStory, calls, contractStory, loadingStories, loadStateStories, notFoundStory, type FakePlatform } from './index';

/** Runs a story's fakePlatform override against a recorder: the call it answers and the answer. */
function answerOf(story: ReturnType<typeof loadStateStories>['empty']) {
  const answers: unknown[][] = [];
  story.parameters.fakePlatform?.({ answer: (...args: unknown[]) => answers.push(args) } as unknown as FakePlatform);
  return answers;
}

describe('loadStateStories', () => {
  const states = loadStateStories(calls.content.announcements, []);

  it('empty: the call answers the empty value', () => {
    expect(answerOf(states.empty)).toEqual([[calls.content.announcements, []]]);
  });

  it('loading: the answer is held longer than anyone looks (the visual runner freezes such timers)', () => {
    expect(answerOf(states.loading)).toEqual([
      [calls.content.announcements, { kind: 'delayed', ms: 600_000, then: { kind: 'network-failure' } }],
    ]);
  });

  it('loadFailed: no answer, so the screen shows its error with a retry', () => {
    expect(answerOf(states.loadFailed)).toEqual([[calls.content.announcements, { kind: 'network-failure' }]]);
  });
});

describe('loadingStories', () => {
  it('holds and fails the call as loadStateStories does, with no empty value', () => {
    const states = loadingStories(calls.agentContracts.contract);
    expect(answerOf(states.loading)).toEqual([
      [calls.agentContracts.contract, { kind: 'delayed', ms: 600_000, then: { kind: 'network-failure' } }],
    ]);
    expect(answerOf(states.loadFailed)).toEqual([[calls.agentContracts.contract, { kind: 'network-failure' }]]);
  });
});

describe('answeredStory, notFoundStory and contractStory', () => {
  it('answer the one call a story changes, as given', () => {
    expect(answerOf(answeredStory(calls.content.helpCenter, []))).toEqual([[calls.content.helpCenter, []]]);
    expect(answerOf(notFoundStory(calls.content.announcement))).toEqual([
      [calls.content.announcement, { kind: 'refusal', errorCode: 'not.found', status: 404 }],
    ]);
  });

  it('contractStory: the contract call answers what is given, nothing where not given', () => {
    expect(answerOf(contractStory({}))).toEqual([
      [calls.agentContracts.contract, { currencySymbol: '₱', pending: null, current: null, history: [] }],
    ]);
  });
});
