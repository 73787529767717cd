import { paths, withQuery } from '@playdeck/routes';

/*
 * The user agreement and the privacy policy (spec section 1: introduction, purpose, access,
 * confidentiality, recipient, monitor, agreement). The texts are the ones the register screen's popups
 * show, in common.json: `<prefix><section>_title` and `_body`, with {{brand}} and {{age}}.
 */
export const POLICY_DOCUMENTS = {
  terms: {
    titleKey: 'terms_user_agreement',
    prefix: 'terms_user_agreement_',
    sections: ['eligibility', 'account', 'fair_play', 'responsible_play', 'changes'],
  },
  privacy: {
    titleKey: 'terms_privacy_policy',
    prefix: 'terms_privacy_',
    sections: ['introduction', 'purpose', 'access', 'confidentiality', 'recipient', 'monitor', 'agreement'],
  },
} as const;

export type PolicyDocumentId = keyof typeof POLICY_DOCUMENTS;

/** /m/useragreement shows the user agreement; ?doc=privacy the privacy policy. */
export const POLICY_QUERY = 'doc';

export function policyFromQuery(value: string | null): PolicyDocumentId {
  return value === 'privacy' ? 'privacy' : 'terms';
}

export function policyPath(id: PolicyDocumentId): string {
  return id === 'terms' ? paths.userAgreement : withQuery(paths.userAgreement, { [POLICY_QUERY]: id });
}
