import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { CallDefinition, ValueOf } from '@playdeck/api';
import { apiMutationOptions, ApiError, invalidateCalls, type CallArgs } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';
import { useLatest } from '@playdeck/ui';
import { useRequestId } from '../form/use-request-id';

/** The names the contract gives a write's idempotency id, chosen by the client (money, rewards, wallet transfers). */
const REQUEST_ID_FIELDS = ['requestId', 'transferId'] as const;
type RequestIdField = (typeof REQUEST_ID_FIELDS)[number];

/** The field of the call's body that carries a client request id (the platform applies the write once), if any. */
export function requestIdField(call: CallDefinition): RequestIdField | undefined {
  const shape = (call.body as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape;
  return shape ? REQUEST_ID_FIELDS.find((field) => field in shape) : undefined;
}

type WithoutRequestId<Body> = Body extends { [K in RequestIdField]?: string } ? Omit<Body, RequestIdField> : Body;

/** A write's query and body; a `requestId` the call takes is added by the hook, so the caller leaves it out. */
export type WriteArgs<C> = C extends CallDefinition
  ? CallArgs<C> extends { body?: infer B }
    ? Omit<CallArgs<C>, 'body'> & ([B] extends [undefined] ? { body?: undefined } : { body: WithoutRequestId<Exclude<B, undefined>> })
    : CallArgs<C>
  : never;

export interface CallMutationOptions {
  /** Calls whose cached answers the write makes stale: invalidated once it is done. */
  invalidates?: readonly CallDefinition[];
  /**
   * What makes a write the same request, where the call takes a request id: sent again after no answer with
   * a different key (another amount), it is a new request with a new id. By default any retry is the same.
   */
  requestKey?: (args: never) => string;
}

export interface CallMutation<C extends CallDefinition> {
  /**
   * Sends the write, unless one is out already (then it answers undefined without sending). Rejects with the
   * platform's refusal or the failure. A call that takes a `requestId` gets one, kept when the last try had no answer.
   */
  send: (args: WriteArgs<C>) => Promise<ValueOf<C> | undefined>;
  /** A write is out. */
  pending: boolean;
  /** What the write out was sent with (request id included), while it is out. */
  pendingArgs: CallArgs<C> | undefined;
}

/**
 * A write without a form (a toggle, a delete, a sheet's button): react-query's useMutation over
 * apiMutationOptions, with an in-flight guard, the call's request id, and invalidation when done.
 */
export function useCallMutation<C extends CallDefinition>(
  call: C,
  { invalidates = [], requestKey }: CallMutationOptions = {},
): CallMutation<C> {
  const queryClient = useQueryClient();
  const mutation = useMutation(apiMutationOptions(apiClient, call));
  const { mutateAsync } = mutation;
  const requestId = useRequestId();
  const inFlight = useRef(false);
  const stale = useLatest(invalidates);
  const keyOf = useLatest(requestKey as ((args: WriteArgs<C>) => string) | undefined);
  // The key of the last try that got no answer (its id is kept for the retry).
  const unanswered = useRef<string | undefined>(undefined);

  const send = useCallback(
    async (args: WriteArgs<C>): Promise<ValueOf<C> | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      const idField = requestIdField(call);
      const key = keyOf.current?.(args);
      if (unanswered.current !== undefined && key !== unanswered.current) requestId.settle();
      unanswered.current = undefined;
      const withId = idField ? { ...args, body: { ...(args as { body?: object }).body, [idField]: requestId.current() } } : args;
      try {
        const value = await mutateAsync(withId as unknown as CallArgs<C>);
        requestId.settle();
        if (stale.current.length > 0) void invalidateCalls(queryClient, stale.current);
        return value;
      } catch (error) {
        // An answer (even a refusal) ends this request; without one, a retry must be the same request.
        if (error instanceof ApiError) requestId.settle();
        else unanswered.current = key;
        throw error;
      } finally {
        inFlight.current = false;
      }
    },
    [call, keyOf, mutateAsync, queryClient, requestId, stale],
  );
  return { send, pending: mutation.isPending, pendingArgs: mutation.isPending ? mutation.variables : undefined };
}
