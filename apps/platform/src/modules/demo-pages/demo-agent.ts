import type { DemoLanguage } from './page-shell';

type Topic = 'greeting' | 'deposit' | 'withdraw' | 'password' | 'promotion' | 'thanks';

// Checked in this order: "hello, my deposit…" is about the deposit.
const TOPICS: readonly [Topic, RegExp][] = [
  ['deposit', /\b(deposit|top ?up|recharge)|nạp/iu],
  ['withdraw', /\b(withdraw|cash ?out|payout)|rút/iu],
  ['password', /\b(password|log ?in|sign ?in)|mật khẩu|đăng nhập/iu],
  ['promotion', /\b(bonus|promo|promotion|reward|rebate)|khuyến mãi|thưởng|hoàn trả/iu],
  ['thanks', /\b(thanks|thank you|thx)|cảm ơn|cám ơn/iu],
  ['greeting', /\b(hello|hi|hey|good (morning|afternoon|evening))\b|xin chào|chào/iu],
];

const REPLIES: Record<DemoLanguage, Record<Topic | 'other', (name: string) => string>> = {
  EN: {
    greeting: (name) => `Hello ${name}, how can I help you today?`,
    deposit: () =>
      'To deposit, open Deposit in the member centre, choose a method and follow the steps. The amount reaches your balance once the payment is confirmed.',
    withdraw: () => 'To withdraw, open Withdraw in the member centre, pick your bank card and enter the amount with your payment password.',
    password: () =>
      'If you cannot log in, tap "Forgot password" on the login page, or change your password under Security in the member centre.',
    promotion: () => 'Current promotions are on the Promotions page; rewards you can claim are in the reward centre.',
    thanks: (name) => `You're welcome, ${name}. Anything else I can do for you?`,
    other: (name) =>
      `Thanks for your message, ${name}. This is a demo chat; I can tell you about deposits, withdrawals, passwords and promotions.`,
  },
  TY: {
    greeting: (name) => `Xin chào ${name}, tôi có thể giúp gì cho bạn?`,
    deposit: () =>
      'Để nạp tiền, mở Nạp tiền trong trung tâm thành viên, chọn phương thức và làm theo hướng dẫn. Số tiền vào số dư khi thanh toán được xác nhận.',
    withdraw: () => 'Để rút tiền, mở Rút tiền trong trung tâm thành viên, chọn thẻ ngân hàng và nhập số tiền cùng mật khẩu thanh toán.',
    password: () =>
      'Nếu không đăng nhập được, nhấn "Quên mật khẩu" ở trang đăng nhập, hoặc đổi mật khẩu trong mục Bảo mật của trung tâm thành viên.',
    promotion: () => 'Khuyến mãi hiện có ở trang Khuyến mãi; phần thưởng bạn nhận được nằm trong trung tâm phần thưởng.',
    thanks: (name) => `Không có gì, ${name}. Bạn cần hỗ trợ thêm gì không?`,
    other: (name) =>
      `Cảm ơn tin nhắn của bạn, ${name}. Đây là chat mẫu; tôi có thể hướng dẫn về nạp tiền, rút tiền, mật khẩu và khuyến mãi.`,
  },
};

/** The demo agent's first words, before the visitor writes. */
export function demoAgentWelcome(name: string, language: DemoLanguage): string {
  return REPLIES[language].greeting(name);
}

/** What the demo agent answers a visitor's message: the first topic it recognises, else an offer of what it knows. */
export function demoAgentReply(message: string, name: string, language: DemoLanguage): string {
  const topic = TOPICS.find(([, pattern]) => pattern.test(message))?.[0] ?? 'other';
  return REPLIES[language][topic](name);
}
