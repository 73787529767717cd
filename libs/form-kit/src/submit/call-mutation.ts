import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { CallDefinition, ValueOf } from '@playdeck/api';
import { apiMutationOptions, ApiError, invalidateCalls, type CallArgs } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';
import { useLatest } from '@playdeck/ui';
import { useRequestId } from '../form/use-request-id';

/** Whether the call's body carries a client `requestId` (money and reward writes): the platform applies it once. */
export function takesRequestId(call: CallDefinition): boolean {
  const shape = (call.body as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape;
  return Boolean(shape && 'requestId' in shape);
}

type WithoutRequestId<Body> = Body extends { requestId: string } ? Omit<Body, 'requestId'> : Body;

/** A write's query and body; a `requestId` the call takes is added by the hook, so the caller leaves it out. */
export type WriteArgs<C> = C extends CallDefinition
  ? CallArgs<C> extends { body?: infer B }
    ? Omit<CallArgs<C>, 'body'> & ([B] extends [undefined] ? { body?: undefined } : { body: WithoutRequestId<Exclude<B, undefined>> })
    : CallArgs<C>
  : never;

export interface CallMutationOptions {
  /** Calls whose cached answers the write makes stale: invalidated once it is done. */
  invalidates?: readonly CallDefinition[];
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
export function useCallMutation<C extends CallDefinition>(call: C, { invalidates = [] }: CallMutationOptions = {}): CallMutation<C> {
  const queryClient = useQueryClient();
  const mutation = useMutation(apiMutationOptions(apiClient, call));
  const { mutateAsync } = mutation;
  const requestId = useRequestId();
  const inFlight = useRef(false);
  const stale = useLatest(invalidates);

  const send = useCallback(
    async (args: WriteArgs<C>): Promise<ValueOf<C> | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      const withId = takesRequestId(call)
        ? { ...args, body: { ...(args as { body?: object }).body, requestId: requestId.current() } }
        : args;
      try {
        const value = await mutateAsync(withId as unknown as CallArgs<C>);
        requestId.settle();
        if (stale.current.length > 0) void invalidateCalls(queryClient, stale.current);
        return value;
      } catch (error) {
        // An answer (even a refusal) ends this request; without one, a retry must be the same request.
        if (error instanceof ApiError) requestId.settle();
        throw error;
      } finally {
        inFlight.current = false;
      }
    },
    [call, mutateAsync, queryClient, requestId, stale],
  );
  return { send, pending: mutation.isPending, pendingArgs: mutation.isPending ? mutation.variables : undefined };
}
