import { describe, expect, it } from 'vitest';
import { KYC_FIELD_NAMES, kycFieldsSchema } from './kyc';

describe('KYC_FIELD_NAMES', () => {
  it('lists the profile schema fields, in its order', () => {
    expect(KYC_FIELD_NAMES).toEqual(Object.keys(kycFieldsSchema().shape));
  });
});
