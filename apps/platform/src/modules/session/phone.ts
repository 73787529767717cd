import { PlatformError } from '../../http/platform-error';

export interface Phone {
  /** Digits only, e.g. "84". */
  countryDialingCode: string;
  /** National number, digits only, without the trunk prefix 0. */
  mobile: string;
  /** +84901234567: the SMS recipient and the key of codes and limits. */
  e164: string;
}

/** One form for a number however it was typed ("+84", "0901 234-567"), so lookups and codes agree. */
export function parsePhone(countryDialingCode: string | undefined, mobile: string | undefined, field = 'mobileNum'): Phone {
  const dial = (countryDialingCode ?? '').replace(/\D/g, '');
  const national = (mobile ?? '').replace(/\D/g, '').replace(/^0+/, '');
  if (!/^\d{1,4}$/.test(dial))
    throw new PlatformError('request_param_err', {
      message: 'countryDialingCode: a country dialing code is required',
      value: { field: 'countryDialingCode' },
    });
  if (!/^\d{5,14}$/.test(national))
    throw new PlatformError('request_param_err', { message: `${field}: not a mobile number`, value: { field } });
  return { countryDialingCode: dial, mobile: national, e164: `+${dial}${national}` };
}
