import { describe, expect, it } from 'vitest';
import { contractCalls } from '../contract-calls';
import { fakeEnvelope, type SentRequest } from '../fake-platform';
import { demoWorld } from './world';

const request = (query: Record<string, unknown> = {}): SentRequest => ({
  query,
  headers: new Headers(),
  url: new URL('http://localhost/'),
});

describe('the demo world', () => {
  it.each(contractCalls.filter((call) => demoWorld[call.id]).map((call) => [call.id, call] as const))(
    'answers %s in the shape of the contract',
    async (_id, call) => {
      for (const language of ['EN', 'TY']) expect(() => fakeEnvelope(call, demoWorld[call.id]!(request({ language })))).not.toThrow();
    },
  );

  it('answers every call of the contract', () => {
    expect(contractCalls.filter((call) => !demoWorld[call.id]).map((call) => call.id)).toEqual([]);
  });
});
