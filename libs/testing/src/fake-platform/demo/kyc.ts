import type { Kyc, KycFields } from '@playdeck/api';
import { demoUploadId } from './uploads';

/** A member's KYC details as the demo member would type them. */
export const demoKycFields: KycFields = {
  realName: 'Nguyen Van A',
  idNumber: 'B1234567',
  birthday: '1990-04-30',
  placeOfBirth: 'Ha Noi',
  nationality: 'Vietnamese',
  address: '12 Hang Bac, Ha Noi',
  permanentAddress: '12 Hang Bac, Ha Noi',
  currentAddress: '7 Le Loi, Da Nang',
  occupation: 'Engineer',
  sourceOfIncome: 'Salary',
};

const submittedAt = Date.UTC(2026, 10, 23, 9, 0);

/** A KYC in the contract's shape: not submitted unless told otherwise. */
export function demoKyc(overrides: Partial<Kyc> = {}): Kyc {
  return {
    status: 'NOT_SUBMITTED',
    minimumAge: 18,
    fields: null,
    documents: null,
    rejectReason: null,
    submittedAt: null,
    decidedAt: null,
    editable: true,
    ...overrides,
  };
}

/** A submitted KYC in `status`, with the demo details and images. */
export function demoSubmittedKyc(status: 'UNDER_REVIEW' | 'VERIFIED' | 'REJECTED', overrides: Partial<Kyc> = {}): Kyc {
  return demoKyc({
    status,
    fields: demoKycFields,
    documents: { idFront: demoUploadId(901), idBack: demoUploadId(902), selfie: demoUploadId(903) },
    submittedAt,
    decidedAt: status === 'UNDER_REVIEW' ? null : submittedAt + 3_600_000,
    rejectReason: status === 'REJECTED' ? 'The ID photo is blurred' : null,
    editable: status === 'REJECTED',
    ...overrides,
  });
}
