/*
 * The user agreement and the privacy policy (spec section 1: introduction, purpose, access, confidentiality,
 * recipient, monitor, agreement), as the register screen's popups and /m/useragreement show them. The texts are in
 * common.json: `<prefix><section>_title` and `_body`, with {{brand}} and {{age}}.
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
