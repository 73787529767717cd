import type * as z from 'zod/mini';
import type { CallDefinition, ValueOf } from '../contract/define-call';
import { envelopeSchema, type FailureEnvelope } from '../contract/envelope';
import { ApiContractError, ApiError } from './api-errors';

const MAX_REPORTED_ISSUES = 3;
const envelopes = new WeakMap<CallDefinition, z.ZodMiniType>();

function envelopeOf(definition: CallDefinition): z.ZodMiniType {
  let schema = envelopes.get(definition);
  if (!schema) {
    schema = envelopeSchema(definition.value);
    envelopes.set(definition, schema);
  }
  return schema;
}

type Issue = { path: readonly PropertyKey[]; message: string; code?: string; errors?: Issue[][] };

/**
 * Field paths of the failure, e.g. `value.list.0.vo.winAmount: …`. The envelope is a union of success and
 * refusal, so the branch chosen by the answer's own `success` flag is the one worth reporting.
 */
function describeIssues(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): string[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors?.length) {
      const branch = issue.errors.find((errors) => !errors.some((inner) => inner.path.length === 1 && inner.path[0] === 'success'));
      if (branch) return describeIssues(branch, path);
    }
    return [`${path.map(String).join('.') || '(root)'}: ${issue.message}`];
  });
}

/** The call's value, or the refusal as ApiError, or ApiContractError for anything the contract does not allow. */
export function parseAnswer<C extends CallDefinition>(
  definition: C,
  status: number,
  body: unknown,
  /** The Retry-After header's seconds: a 429 whose body does not say when to come back carries them. */
  headerRetryAfterSeconds?: number,
): ValueOf<C> {
  const parsed = envelopeOf(definition).safeParse(body);
  if (!parsed.success) {
    const issues = describeIssues(parsed.error.issues as readonly Issue[]).slice(0, MAX_REPORTED_ISSUES);
    throw new ApiContractError(definition.id, status, issues);
  }
  const envelope = parsed.data as { success: true; value: ValueOf<C> } | FailureEnvelope;
  if (!envelope.success) {
    const value =
      status === 429 && envelope.value?.retryAfterSeconds === undefined && headerRetryAfterSeconds !== undefined
        ? { ...envelope.value, retryAfterSeconds: headerRetryAfterSeconds }
        : envelope.value;
    throw new ApiError(definition.id, envelope.errorCode, status, value, envelope.message);
  }
  return envelope.value;
}
