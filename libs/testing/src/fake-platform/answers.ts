import type * as z from 'zod/mini';
import type { CallDefinition, FailureEnvelope, KnownErrorCode, RefusalCode } from '@playdeck/api';

/** A code the app does not know (a platform newer than the app may answer one): the app shows "Unknown error" with it. */
export type UnknownCode = string & { readonly unknownCode: true };

/** The platform says no: an envelope `{ success: false, errorCode, message?, value? }` (400 unless told). */
export interface Refusal<Code extends string = string> {
  readonly kind: 'refusal';
  readonly errorCode: Code;
  readonly status: number;
  readonly message?: string;
  readonly value?: FailureEnvelope['value'];
}

/** No answer at all: the connection fails, as when the phone is offline. */
export interface NetworkFailure {
  readonly kind: 'network-failure';
}

/** An answer held back for `ms` before it is given. */
export interface Delayed<Value, Code extends string = string> {
  readonly kind: 'delayed';
  readonly ms: number;
  readonly then: Outcome<Value, Code>;
}

/**
 * What a fake may answer for one call: a value of the call's schema (its wire form), a refusal (with a code
 * among `Code`), no answer, or one of these later.
 */
export type Outcome<Value, Code extends string = string> = Value | Refusal<Code> | NetworkFailure | Delayed<Value, Code>;

/** The wire form of a call's value: what the client's schema accepts as input. */
export type WireValue<C extends CallDefinition> = z.input<C['value']>;

/** What the fake may answer for call `C`: its value, or a refusal the call declares (RefusalCode) or the app does not know. */
export type CallOutcome<C extends CallDefinition> = Outcome<WireValue<C>, RefusalCode<C> | UnknownCode>;

type RefusalOptions = { status?: number; message?: string; value?: Refusal['value'] };

/**
 * A refusal with a code of the error catalogue. Given to fakePlatform.answer (or a story's answer) it must be
 * one the call declares in the contract (its `errors`) or a shared one (SHARED_REFUSALS): a misspelt code, or
 * one the platform never answers that call, fails typecheck.
 */
export function refuse<const Code extends KnownErrorCode>(errorCode: Code, options: RefusalOptions = {}): Refusal<Code> {
  return { kind: 'refusal', errorCode, status: options.status ?? 400, message: options.message, value: options.value };
}

/** A refusal with a code the app does not know, for any call: what a platform newer than the app may answer. */
export function refuseUnknown(errorCode: string, options: RefusalOptions = {}): Refusal<UnknownCode> {
  return {
    kind: 'refusal',
    errorCode: errorCode as UnknownCode,
    status: options.status ?? 400,
    message: options.message,
    value: options.value,
  };
}

export function networkFailure(): NetworkFailure {
  return { kind: 'network-failure' };
}

export function delayed<Value, Code extends string>(ms: number, then: Outcome<Value, Code>): Delayed<Value, Code> {
  return { kind: 'delayed', ms, then };
}

type Special = Refusal | NetworkFailure | Delayed<unknown>;

export function isSpecial(outcome: unknown): outcome is Special {
  if (typeof outcome !== 'object' || outcome === null || !('kind' in outcome)) return false;
  const { kind } = outcome as { kind: unknown };
  return kind === 'refusal' || kind === 'network-failure' || kind === 'delayed';
}
