import type { DemoLanguage } from './page-shell';

/** What the demo pages say, in each language they speak. */
export const DEMO_TEXTS = {
  EN: {
    demoNote: 'This is a demo page of the Playdeck reference platform. An operator replaces it with their own in brand.json.',
    serviceTitle: 'Customer service',
    serviceIntro: 'Our support team is here 24 hours a day, 7 days a week.',
    serviceChat: 'Chat with us',
    serviceFaqTitle: 'Common questions',
    serviceFaq: [
      ['How long does a deposit take?', 'Most deposits reach your balance within a few minutes of the payment.'],
      ['How do I withdraw?', 'Open Withdraw in the member centre, choose your bank card and enter the amount.'],
      ['I forgot my password', 'Tap "Forgot password" on the login page; we send a reset to your e-mail.'],
    ],
    chatTitle: 'Live chat',
    chatGuest: 'guest',
    chatPlaceholder: 'Type your message',
    chatSend: 'Send',
    chatTyping: 'The agent is typing…',
    chatFailed: 'The message was not sent. Try again.',
    chatEmpty: 'Type a message first.',
    affiliateTitle: 'Become a partner',
    affiliateIntro: 'Invite players with your own link and earn a share of the turnover they bring.',
    affiliateSteps: ['Sign up as an agent.', 'Share your invitation link.', 'Follow your team and your rebate in the agent centre.'],
    downloadNote: 'Demo app of the Playdeck reference platform: an operator replaces links.appDownloads in brand.json with their own app.',
  },
  TY: {
    demoNote: 'Đây là trang mẫu của nền tảng tham chiếu Playdeck. Nhà điều hành thay bằng trang của mình trong brand.json.',
    serviceTitle: 'Chăm sóc khách hàng',
    serviceIntro: 'Đội ngũ hỗ trợ luôn sẵn sàng 24 giờ mỗi ngày, 7 ngày mỗi tuần.',
    serviceChat: 'Trò chuyện với chúng tôi',
    serviceFaqTitle: 'Câu hỏi thường gặp',
    serviceFaq: [
      ['Nạp tiền mất bao lâu?', 'Hầu hết khoản nạp vào số dư trong vài phút sau khi thanh toán.'],
      ['Làm sao để rút tiền?', 'Mở Rút tiền trong trung tâm thành viên, chọn thẻ ngân hàng và nhập số tiền.'],
      ['Tôi quên mật khẩu', 'Nhấn "Quên mật khẩu" ở trang đăng nhập; chúng tôi gửi hướng dẫn đến e-mail của bạn.'],
    ],
    chatTitle: 'Chat trực tuyến',
    chatGuest: 'bạn',
    chatPlaceholder: 'Nhập tin nhắn',
    chatSend: 'Gửi',
    chatTyping: 'Nhân viên đang trả lời…',
    chatFailed: 'Chưa gửi được tin nhắn. Vui lòng thử lại.',
    chatEmpty: 'Vui lòng nhập tin nhắn.',
    affiliateTitle: 'Trở thành đối tác',
    affiliateIntro: 'Mời người chơi bằng liên kết của bạn và nhận phần hoa hồng từ doanh số họ mang lại.',
    affiliateSteps: ['Đăng ký làm đại lý.', 'Chia sẻ liên kết mời của bạn.', 'Theo dõi đội nhóm và hoàn trả trong trung tâm đại lý.'],
    downloadNote:
      'Ứng dụng mẫu của nền tảng tham chiếu Playdeck: nhà điều hành thay links.appDownloads trong brand.json bằng ứng dụng của mình.',
  },
} as const satisfies Record<DemoLanguage, unknown>;

export type DemoTexts = (typeof DEMO_TEXTS)[DemoLanguage];
