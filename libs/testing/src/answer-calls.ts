import { vi } from 'vitest';
import { apiClient } from '@playdeck/session/api';

/*
 * Component tests replace the app's apiClient, keeping the rest of the session real:
 *   vi.mock('@playdeck/session/api', () => ({ apiClient: { call: vi.fn(), request: vi.fn() }, isSessionEnded: () => false }));
 * then answer the calls they need by contract call id.
 */

export type CallOptions = { query?: any; body?: any };
export type CallHandler = (options: CallOptions) => unknown;
type LooseCall = (definition: { id: string }, options?: CallOptions) => Promise<unknown>;

/** Answers calls by id (an unexpected call fails loudly), through `call` and `request` alike. */
export function answerCalls(handlers: Record<string, CallHandler>) {
  const requests: { id: string; options: CallOptions }[] = [];
  const route = async (definition: { id: string }, options: CallOptions = {}) => {
    requests.push({ id: definition.id, options });
    const handler = handlers[definition.id];
    if (!handler) throw new Error(`unexpected call ${definition.id}`);
    return handler(options);
  };
  vi.mocked(apiClient.call as LooseCall).mockImplementation(route);
  vi.mocked(apiClient.request as LooseCall).mockImplementation(async (definition, options) => {
    const value = await route(definition, options);
    return { value, rawValue: value, status: 200 };
  });
  return {
    /** The options of every call with this id, in order. */
    callsTo: (id: string): CallOptions[] => requests.filter((request) => request.id === id).map((request) => request.options),
  };
}
