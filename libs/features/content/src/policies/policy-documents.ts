import { paths, withQuery } from '@playdeck/routes';
import type { PolicyDocumentId } from '@playdeck/screen-kit/policy';

/** /m/useragreement shows the user agreement; ?doc=privacy the privacy policy. */
export const POLICY_QUERY = 'doc';

export function policyFromQuery(value: string | null): PolicyDocumentId {
  return value === 'privacy' ? 'privacy' : 'terms';
}

export function policyPath(id: PolicyDocumentId): string {
  return id === 'terms' ? paths.userAgreement : withQuery(paths.userAgreement, { [POLICY_QUERY]: id });
}
