import type { BodyOf, QueryOf } from '../contract/define-call';

/** `name` is absent for a call without it, optional when every field is, required otherwise. */
type Part<Input, Name extends string> = [Input] extends [never]
  ? { [K in Name]?: undefined }
  : object extends Input
    ? { [K in Name]?: Input }
    : { [K in Name]: Input };

/** A call's query and body, typed from its definition. */
export type CallArgs<C> = Part<QueryOf<C>, 'query'> & Part<BodyOf<C>, 'body'>;

export type CallOptions<C> = CallArgs<C> & { signal?: AbortSignal };

/** Lets `client.call(definition)` omit the options when nothing in them is required. */
export type OptionalWhenEmpty<T> = object extends T ? [options?: T] : [options: T];
