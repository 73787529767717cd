/** The texts behind the register screen's terms links; each section is `<prefix><section>_title` and `_body`. */
export const POLICY_DOCUMENTS = {
  terms: {
    titleKey: 'terms_user_agreement',
    prefix: 'terms_user_agreement_',
    sections: ['eligibility', 'account', 'fair_play', 'responsible_play', 'changes'],
  },
  // Spec section 1 names the privacy policy's sections.
  privacy: {
    titleKey: 'terms_privacy_policy',
    prefix: 'terms_privacy_',
    sections: ['introduction', 'purpose', 'access', 'confidentiality', 'recipient', 'monitor', 'agreement'],
  },
} as const;

export type PolicyDocumentId = keyof typeof POLICY_DOCUMENTS;
