/** A member's KYC details as a platform spec sends them (kyc.spec.ts, the upload sweep's spec). */
export const kycFields = {
  realName: 'Nguyen Van A',
  idNumber: 'b1234567',
  birthday: '1990-04-30',
  placeOfBirth: 'Ha Noi',
  nationality: 'Vietnamese',
  address: '12 Hang Bac, Ha Noi',
  permanentAddress: '12 Hang Bac, Ha Noi',
  currentAddress: '7 Le Loi, Da Nang',
  occupation: 'Engineer',
  sourceOfIncome: 'Salary',
};
