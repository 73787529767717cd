import { vi } from 'vitest';
import type { CallDefinition } from '@playdeck/api';
import { ApiError, type ApiClient } from '@playdeck/api/client';

type Args = { query?: Record<string, unknown>; body?: Record<string, unknown> };
export type FakeHandler = (args: Args) => unknown;

/** A refusal as the client throws it. */
export const refusal = (callId: string, errorCode: string, options: { field?: string; message?: string; captcha?: boolean } = {}) =>
  new ApiError(callId, errorCode, 400, { field: options.field, captcha: options.captcha }, options.message);

/**
 * An ApiClient answering by call id from `handlers` (which may throw a refusal); every call is recorded
 * in `calls` in order. Calls without a handler answer null.
 */
export function fakeApiClient() {
  const handlers = new Map<string, FakeHandler>();
  const calls: { id: string; args: Args }[] = [];
  const answer = async (definition: CallDefinition, args: Args = {}) => {
    calls.push({ id: definition.id, args });
    const handler = handlers.get(definition.id);
    return handler ? handler(args) : null;
  };
  const client = {
    call: vi.fn(async (definition: CallDefinition, args?: Args) => answer(definition, args)),
    request: vi.fn(async (definition: CallDefinition, args?: Args) => {
      const value = await answer(definition, args);
      return { value, rawValue: value, status: 200 };
    }),
  } as unknown as ApiClient;
  return {
    client,
    calls,
    on: (id: string, handler: FakeHandler) => void handlers.set(id, handler),
    callsTo: (id: string) => calls.filter((call) => call.id === id),
    reset: () => {
      handlers.clear();
      calls.length = 0;
    },
  };
}
