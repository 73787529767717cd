/** A mobile number as the forms hold it. */
export interface PhoneNumber {
  countryDialingCode: string;
  mobileNum: string;
}

/** A code sent by the phone-auth service, waiting for the player to type it. */
export interface PhoneAuthConfirmation {
  /** Checks the typed code with the service; answers the service's identity token for the number. */
  confirm(code: string): Promise<{ idToken: string }>;
  /** The development service shows its code on screen instead of sending an SMS. */
  developmentCode?: string;
}

/**
 * Phone verification through a third-party phone-auth service (spec section 7), e.g. Firebase Auth's
 * signInWithPhoneNumber: the service sends the SMS and checks the code; the platform checks its token
 * (firebaseChannel `sms`, firebaseIdToken). Rejects when the service refuses the number or the code.
 */
export interface PhoneAuthAdapter {
  sendCode(phone: PhoneNumber): Promise<PhoneAuthConfirmation>;
}

/** E.164 (+84901234567) from a dialing code and a national number however typed. */
export function e164(phone: PhoneNumber): string {
  return `+${phone.countryDialingCode.replace(/\D/g, '')}${phone.mobileNum.replace(/\D/g, '').replace(/^0+/, '')}`;
}
