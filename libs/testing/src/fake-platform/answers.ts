import type * as z from 'zod/mini';
import type { CallDefinition, FailureEnvelope } from '@playdeck/api';

/** The platform says no: an envelope `{ success: false, errorCode, message?, value? }` (400 unless told). */
export interface Refusal {
  readonly kind: 'refusal';
  readonly errorCode: string;
  readonly status: number;
  readonly message?: string;
  readonly value?: FailureEnvelope['value'];
}

/** No answer at all: the connection fails, as when the phone is offline. */
export interface NetworkFailure {
  readonly kind: 'network-failure';
}

/** An answer held back for `ms` before it is given. */
export interface Delayed<Value> {
  readonly kind: 'delayed';
  readonly ms: number;
  readonly then: Outcome<Value>;
}

/** What a fake may answer for one call: a value of the call's schema (its wire form), a refusal, no answer, or one of these later. */
export type Outcome<Value> = Value | Refusal | NetworkFailure | Delayed<Value>;

/** The wire form of a call's value: what the client's schema accepts as input. */
export type WireValue<C extends CallDefinition> = z.input<C['value']>;

export function refuse(errorCode: string, options: { status?: number; message?: string; value?: Refusal['value'] } = {}): Refusal {
  return { kind: 'refusal', errorCode, status: options.status ?? 400, message: options.message, value: options.value };
}

export function networkFailure(): NetworkFailure {
  return { kind: 'network-failure' };
}

export function delayed<Value>(ms: number, then: Outcome<Value>): Delayed<Value> {
  return { kind: 'delayed', ms, then };
}

type Special = Refusal | NetworkFailure | Delayed<unknown>;

export function isSpecial(outcome: unknown): outcome is Special {
  if (typeof outcome !== 'object' || outcome === null || !('kind' in outcome)) return false;
  const { kind } = outcome as { kind: unknown };
  return kind === 'refusal' || kind === 'network-failure' || kind === 'delayed';
}
