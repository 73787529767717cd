export { PolicyDocument, type PolicyDocumentProps } from './policy-document';
export { POLICY_DOCUMENTS, type PolicyDocumentId } from './policy-documents';
