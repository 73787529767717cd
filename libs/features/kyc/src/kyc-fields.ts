import { KYC_FIELD_NAMES, type KycDocuments, type KycFields } from '@playdeck/api';

export type KycFieldName = keyof KycFields;
export type KycDocumentName = keyof KycDocuments;

/** The profile fields in the order the form and the summary show them: the contract's. */
export const FIELD_ORDER: readonly KycFieldName[] = KYC_FIELD_NAMES;

export const DOCUMENT_ORDER: readonly KycDocumentName[] = ['idFront', 'idBack', 'selfie'];

/** Label keys (text group "kyc"). */
export const FIELD_LABEL: Record<KycFieldName | KycDocumentName, string> = {
  realName: 'kyc_real_name',
  idNumber: 'kyc_id_number',
  birthday: 'kyc_birthday',
  placeOfBirth: 'kyc_place_of_birth',
  nationality: 'kyc_nationality',
  address: 'kyc_address',
  permanentAddress: 'kyc_permanent_address',
  currentAddress: 'kyc_current_address',
  occupation: 'kyc_occupation',
  sourceOfIncome: 'kyc_source_of_income',
  idFront: 'kyc_id_front',
  idBack: 'kyc_id_back',
  selfie: 'kyc_selfie',
};
