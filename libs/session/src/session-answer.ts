import type { SessionInfo } from './session-store';

/** What login, register, set password by phone and trial logins answer (the contract's sessionInfoSchema). */
export interface SessionAnswer {
  token: string;
  merchantCode: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
}

/** The session to store for a member's login answer (spec section 3: type is the answer's customerType). */
export function sessionFromAnswer(answer: SessionAnswer): SessionInfo {
  return {
    token: answer.token,
    merchantCode: answer.merchantCode,
    userName: answer.userName,
    type: answer.customerType,
    firstTimeLogin: answer.firstTimeLogin,
  };
}
