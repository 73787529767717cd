/** Spec section 2: registration by user name or by mobile number, one tab each. */
export type RegisterMode = 'username' | 'mobileNum';

/** The tabs the brand's flags allow, username first; username alone when neither flag is on. */
export function availableModes(): RegisterMode[] {
  const modes: RegisterMode[] = [];
  if (BRAND_FLAGS.USERNAMEREG3) modes.push('username');
  if (BRAND_FLAGS.MOBILENUMREG3) modes.push('mobileNum');
  return modes.length > 0 ? modes : ['username'];
}

/** Spec section 4: mobileNum when the mobile flag is on and the username flag off, else username. */
export function defaultMode(): RegisterMode {
  return BRAND_FLAGS.MOBILENUMREG3 && !BRAND_FLAGS.USERNAMEREG3 ? 'mobileNum' : 'username';
}
