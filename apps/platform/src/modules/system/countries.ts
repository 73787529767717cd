/** Countries offered for a mobile number, the merchant's home market first. Names per language. */
export const COUNTRIES = [
  { code: 'VN', dialingCode: '84', EN: 'Vietnam', TY: 'Việt Nam' },
  { code: 'TH', dialingCode: '66', EN: 'Thailand', TY: 'Thái Lan' },
  { code: 'KH', dialingCode: '855', EN: 'Cambodia', TY: 'Campuchia' },
  { code: 'LA', dialingCode: '856', EN: 'Laos', TY: 'Lào' },
  { code: 'MY', dialingCode: '60', EN: 'Malaysia', TY: 'Ma-lai-xi-a' },
  { code: 'ID', dialingCode: '62', EN: 'Indonesia', TY: 'In-đô-nê-xi-a' },
  { code: 'PH', dialingCode: '63', EN: 'Philippines', TY: 'Phi-líp-pin' },
  { code: 'SG', dialingCode: '65', EN: 'Singapore', TY: 'Xin-ga-po' },
  { code: 'MM', dialingCode: '95', EN: 'Myanmar', TY: 'Mi-an-ma' },
  { code: 'CN', dialingCode: '86', EN: 'China', TY: 'Trung Quốc' },
  { code: 'HK', dialingCode: '852', EN: 'Hong Kong', TY: 'Hồng Kông' },
  { code: 'TW', dialingCode: '886', EN: 'Taiwan', TY: 'Đài Loan' },
  { code: 'JP', dialingCode: '81', EN: 'Japan', TY: 'Nhật Bản' },
  { code: 'KR', dialingCode: '82', EN: 'South Korea', TY: 'Hàn Quốc' },
  { code: 'IN', dialingCode: '91', EN: 'India', TY: 'Ấn Độ' },
  { code: 'AU', dialingCode: '61', EN: 'Australia', TY: 'Úc' },
  { code: 'GB', dialingCode: '44', EN: 'United Kingdom', TY: 'Vương quốc Anh' },
  { code: 'US', dialingCode: '1', EN: 'United States', TY: 'Hoa Kỳ' },
] as const;

export function countryList(language: 'EN' | 'TY') {
  return COUNTRIES.map((country) => ({ code: country.code, name: country[language], dialingCode: country.dialingCode }));
}
