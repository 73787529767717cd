import type { CallDefinition, ValueOf } from '../contract/define-call';
import type { ApiClient } from './api-client';
import type { CallArgs } from './call-options';
import { throttleCall } from './throttle-call';

/** Spec section 9: announcement mark-read calls go out at most one per 150 ms. */
export const MARK_READ_THROTTLE_MS = 150;

/**
 * `client.call(definition, …)` queued one per `intervalMs`, every request kept (each announcement id is
 * still marked). For mark-read: `throttledApiCall(client, contract.content.markRead)`.
 */
export function throttledApiCall<C extends CallDefinition>(
  client: ApiClient,
  definition: C,
  intervalMs = MARK_READ_THROTTLE_MS,
): (args: CallArgs<C>) => Promise<ValueOf<C>> {
  const send = (args: CallArgs<C>) => (client.call as (definition: C, options: CallArgs<C>) => Promise<ValueOf<C>>)(definition, args);
  return throttleCall(send, intervalMs, { key: (args) => JSON.stringify([args.query ?? null, args.body ?? null]) });
}
