import { contract, type SecurityQuestions, type SecuritySummary } from '@playdeck/api';
import type { FakeWorld } from '../fake-platform';

const { security } = contract;

/** The demo member: a mobile number bound, no e-mail, no security questions, a payment password and one card. */
export const demoSecuritySummary: SecuritySummary = {
  mobile: '+84 90•••••67',
  email: null,
  hasSecurityQuestions: false,
  hasPaymentPassword: true,
  bankCardCount: 1,
};

const QUESTIONS = {
  EN: ['What was the name of your first pet?', 'In which city were you born?', 'What is your favourite food?'],
  TY: ['Tên thú cưng đầu tiên của bạn là gì?', 'Bạn sinh ra ở thành phố nào?', 'Món ăn yêu thích của bạn là gì?'],
};

/** The platform's questions in a language; none chosen yet unless `chosen` says. */
export function demoSecurityQuestions(language: 'EN' | 'TY' = 'EN', chosen: number[] = []): SecurityQuestions {
  return { questions: QUESTIONS[language].map((question, index) => ({ id: index + 1, question })), chosen };
}

const languageOf = (headers: Headers | undefined) => (headers?.get('language') === 'TY' ? 'TY' : 'EN');
const codeAnswer = () => ({ expirationTime: Date.now() + 60_000 });

export const securityAnswers: FakeWorld = {
  [security.summary.id]: () => demoSecuritySummary,
  [security.questions.id]: ({ headers }) => demoSecurityQuestions(languageOf(headers)),
  [security.setQuestions.id]: ({ body, headers }) =>
    demoSecurityQuestions(
      languageOf(headers),
      ((body?.answers ?? []) as { questionId: number }[]).map((answer) => answer.questionId),
    ),
  [security.emailCode.id]: codeAnswer,
  [security.bindEmail.id]: () => ({ ...demoSecuritySummary, email: 'ma•••@example.com' }),
  [security.mobileCode.id]: codeAnswer,
  [security.bindMobile.id]: () => ({ ...demoSecuritySummary, mobile: '+84 91•••••78' }),
};
