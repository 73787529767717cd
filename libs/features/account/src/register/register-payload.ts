import type { BodyOf, contract } from '@playdeck/api';
import type { PhoneAuthProof } from '../phone-auth/use-phone-auth-code';
import { plainMobile } from './check-register-field';
import type { FormField, RegisterValues } from './register-fields';
import type { RegisterMethod } from './register-method';

export type RegisterBody = BodyOf<typeof contract.session.register>;

export interface RegisterPayloadInput {
  fields: readonly FormField[];
  values: RegisterValues;
  countryDialingCode: string;
  loginDeviceId: string;
  registerMethod: RegisterMethod;
  hostname: string;
}

// Passwords are sent as typed; every other value trimmed.
const AS_TYPED: ReadonlySet<FormField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** Spec section 3: the registration payload, with the shown fields that hold a value. */
export function registerPayload({
  fields,
  values,
  countryDialingCode,
  loginDeviceId,
  registerMethod,
  hostname,
}: RegisterPayloadInput): RegisterBody {
  const entered: Partial<Record<FormField, string>> = {};
  for (const field of fields) {
    const value = field === 'mobileNum' ? plainMobile(values.mobileNum) : AS_TYPED.has(field) ? values[field] : values[field].trim();
    if (value !== '') entered[field] = value;
  }
  // A form without passwords (mobile registration with MOBILENUMPASSREG3 off) sends none.
  const passwords = fields.includes('password') ? { password: values.password, confirmPassword: values.confirmPassword } : {};
  return {
    ...entered,
    ...passwords,
    countryDialingCode: fields.includes('mobileNum') ? countryDialingCode : '',
    registerUrl: hostname,
    registerMethod,
    type: 0,
    domain: hostname,
    loginDeviceId,
  };
}

/** The payload with the phone-auth service's token for the number in place of the SMS code (spec section 3). */
export function withPhoneAuthProof(body: RegisterBody, proof: PhoneAuthProof): RegisterBody {
  const { verificationCode: _code, ...rest } = body;
  return { ...rest, ...proof };
}
