import { same, type BrandText, type Localized } from './localized';

export interface DemoHelpSection {
  tag: string;
  title: BrandText;
  content: BrandText;
  children: { title: Localized; content: Localized }[];
}

export const DEMO_HELP: DemoHelpSection[] = [
  {
    tag: 'register',
    title: same({ EN: 'Account and registration', TY: 'Tài khoản và đăng ký' }),
    content: (b) => ({
      EN: `<p>Anyone of legal age can open a ${b} account. <a href="/m/register">Register now</a>.</p>`,
      TY: `<p>Người đủ tuổi có thể mở tài khoản ${b}. <a href="/m/register">Đăng ký ngay</a>.</p>`,
    }),
    children: [
      {
        title: { EN: 'How do I register?', TY: 'Đăng ký như thế nào?' },
        content: { EN: '<p>Choose a username or use your mobile number.</p>', TY: '<p>Chọn tên đăng nhập hoặc dùng số điện thoại.</p>' },
      },
      {
        title: { EN: 'I forgot my password', TY: 'Tôi quên mật khẩu' },
        content: { EN: '<p>Use <a href="/m/forget">forgot password</a>.</p>', TY: '<p>Dùng <a href="/m/forget">quên mật khẩu</a>.</p>' },
      },
    ],
  },
  {
    tag: 'deposit',
    title: same({ EN: 'Deposits', TY: 'Nạp tiền' }),
    content: same({ EN: '<p>Bank transfer, e-wallets and cards.</p>', TY: '<p>Chuyển khoản, ví điện tử và thẻ.</p>' }),
    children: [
      {
        title: { EN: 'Minimum deposit', TY: 'Nạp tối thiểu' },
        content: { EN: '<p>The minimum is 100,000.</p>', TY: '<p>Tối thiểu 100.000.</p>' },
      },
      {
        title: { EN: 'My deposit has not arrived', TY: 'Tiền nạp chưa về' },
        content: {
          EN: '<p>Contact <a href="https://support.example.test/chat">support</a> with your receipt.</p>',
          TY: '<p>Liên hệ <a href="https://support.example.test/chat">hỗ trợ</a> kèm biên lai.</p>',
        },
      },
      {
        title: { EN: 'Deposit fees', TY: 'Phí nạp tiền' },
        content: { EN: '<p>We charge no fees.</p>', TY: '<p>Chúng tôi không thu phí.</p>' },
      },
    ],
  },
  {
    tag: 'withdraw',
    title: same({ EN: 'Withdrawals', TY: 'Rút tiền' }),
    content: same({
      EN: '<p>Withdraw to a bound bank card. <a href="/m/withdraw">Withdraw</a>.</p>',
      TY: '<p>Rút về thẻ ngân hàng đã liên kết. <a href="/m/withdraw">Rút tiền</a>.</p>',
    }),
    children: [
      {
        title: { EN: 'How long does it take?', TY: 'Mất bao lâu?' },
        content: { EN: '<p>Usually under 15 minutes.</p>', TY: '<p>Thường dưới 15 phút.</p>' },
      },
      {
        title: { EN: 'Payment password', TY: 'Mật khẩu thanh toán' },
        content: { EN: '<p>Set it in the security centre.</p>', TY: '<p>Cài đặt trong trung tâm bảo mật.</p>' },
      },
    ],
  },
  {
    tag: 'promotions',
    title: same({ EN: 'Promotions and rebates', TY: 'Khuyến mãi và hoàn trả' }),
    content: same({
      EN: '<p>See every offer on <a href="/m/activity">promotions</a>.</p>',
      TY: '<p>Xem mọi ưu đãi tại <a href="/m/activity">khuyến mãi</a>.</p>',
    }),
    children: [
      {
        title: { EN: 'Turnover requirements', TY: 'Yêu cầu doanh thu' },
        content: { EN: '<p>Each bonus states its turnover.</p>', TY: '<p>Mỗi khoản thưởng ghi rõ doanh thu.</p>' },
      },
      {
        title: { EN: 'Can I combine bonuses?', TY: 'Có thể gộp nhiều khoản thưởng không?' },
        content: {
          EN: `<p>One bonus at a time. <a href="/m/activity">Current promotions</a></p>`,
          TY: `<p>Mỗi lần một khoản thưởng. <a href="/m/activity">Khuyến mãi hiện có</a></p>`,
        },
      },
    ],
  },
  {
    tag: 'responsible',
    title: same({ EN: 'Responsible gaming', TY: 'Chơi có trách nhiệm' }),
    content: (b) => ({
      EN: `<p>${b} supports limits and self-exclusion. Help: <a href="https://www.begambleaware.org">BeGambleAware</a>.</p>`,
      TY: `<p>${b} hỗ trợ giới hạn và tự loại trừ. Trợ giúp: <a href="https://www.begambleaware.org">BeGambleAware</a>.</p>`,
    }),
    children: [],
  },
];
