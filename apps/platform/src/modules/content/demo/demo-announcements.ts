import type { BrandText } from './localized';

export interface DemoAnnouncement {
  type: 'B' | 'PL' | 'PU' | 'A' | 'N';
  groupName?: string;
  title: BrandText;
  /** HTML as an operator would paste it: links out and in-app, and some markup the client must strip. */
  content: BrandText;
  /** Days from seed time; negative started in the past. */
  startDays: number;
  endDays?: number;
  execution?: 'A' | 'B' | 'F';
  promotionType?: string;
}

export const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  // Bulletins (the message list)
  {
    type: 'B',
    groupName: 'm_home',
    startDays: -1,
    title: (b) => ({ EN: `${b} system upgrade completed`, TY: `${b} đã hoàn tất nâng cấp hệ thống` }),
    content: () => ({
      EN: '<p>The upgrade is done. Enjoy faster deposits and a new <a href="/m/activity">promotions page</a>.</p>',
      TY: '<p>Nâng cấp đã hoàn tất. Nạp tiền nhanh hơn và <a href="/m/activity">trang khuyến mãi</a> mới.</p>',
    }),
  },
  {
    type: 'B',
    groupName: 'm_home',
    startDays: -3,
    title: () => ({ EN: 'New payment channel: e-wallets', TY: 'Kênh thanh toán mới: ví điện tử' }),
    content: () => ({
      EN: '<p>Deposit with popular e-wallets in seconds. <a href="https://pay.example.test/guide">Read the guide</a>.</p>',
      TY: '<p>Nạp tiền bằng ví điện tử trong vài giây. <a href="https://pay.example.test/guide">Xem hướng dẫn</a>.</p>',
    }),
  },
  {
    type: 'B',
    groupName: 'm_vip',
    startDays: -5,
    title: () => ({ EN: 'VIP levels recalculated monthly', TY: 'Cấp VIP được tính lại hằng tháng' }),
    content: () => ({
      EN: '<p>From this month VIP levels are reviewed on the 1st. See <a href="/m/vip">VIP</a>.</p>',
      TY: '<p>Từ tháng này cấp VIP được xét vào ngày 1. Xem <a href="/m/vip">VIP</a>.</p>',
    }),
  },
  {
    type: 'B',
    groupName: 'm_home',
    startDays: -40,
    endDays: -10,
    title: () => ({ EN: 'Expired: Lunar New Year schedule', TY: 'Hết hạn: lịch Tết Nguyên Đán' }),
    content: () => ({ EN: '<p>Holiday schedule.</p>', TY: '<p>Lịch nghỉ Tết.</p>' }),
  },
  {
    type: 'B',
    groupName: 'm_home',
    startDays: 7,
    title: () => ({ EN: 'Scheduled: next maintenance window', TY: 'Đã lên lịch: bảo trì tiếp theo' }),
    content: () => ({
      EN: "<p>Games pause for 30 minutes during next week's maintenance.</p>",
      TY: '<p>Trò chơi tạm dừng 30 phút trong đợt bảo trì tuần tới.</p>',
    }),
  },
  // Popular announcements
  {
    type: 'PL',
    groupName: 'm_home',
    startDays: -2,
    title: () => ({ EN: 'Top 10 slots this week', TY: 'Top 10 slot tuần này' }),
    content: () => ({
      EN: '<p>Our players loved these. <a href="/m/gameList?gameType=RNG">Play now</a>.</p>',
      TY: '<p>Người chơi yêu thích nhất. <a href="/m/gameList?gameType=RNG">Chơi ngay</a>.</p>',
    }),
  },
  {
    type: 'PL',
    groupName: 'm_home',
    startDays: -4,
    title: () => ({ EN: 'How to download the app', TY: 'Cách tải ứng dụng' }),
    content: () => ({
      EN: '<p>Install in six steps on <a href="/m/app">the download page</a>.</p>',
      TY: '<p>Cài đặt qua sáu bước tại <a href="/m/app">trang tải ứng dụng</a>.</p>',
    }),
  },
  {
    type: 'PL',
    groupName: 'm_sports',
    startDays: -6,
    title: () => ({ EN: 'Parlay guide for beginners', TY: 'Hướng dẫn cược xiên cho người mới' }),
    content: () => ({
      EN: '<p>Combine up to 10 matches. <a href="https://help.example.test/parlay" target="_blank">Details</a>.</p>',
      TY: '<p>Kết hợp tối đa 10 trận. <a href="https://help.example.test/parlay" target="_blank">Chi tiết</a>.</p>',
    }),
  },
  // Agent announcements
  {
    type: 'A',
    groupName: 'm_home',
    startDays: -1,
    title: () => ({ EN: 'Agent commission paid', TY: 'Đã trả hoa hồng đại lý' }),
    content: () => ({
      EN: '<p>Last month\'s commission is in your wallet. See <a href="/m/member/agent/agentDivident">dividends</a>.</p>',
      TY: '<p>Hoa hồng tháng trước đã vào ví. Xem <a href="/m/member/agent/agentDivident">cổ tức</a>.</p>',
    }),
  },
  {
    type: 'A',
    groupName: 'm_home',
    startDays: -8,
    title: () => ({ EN: 'New daily salary contracts', TY: 'Hợp đồng lương ngày mới' }),
    content: () => ({
      EN: '<p>Offer your team <a href="/m/member/agent/getSalaryContract">daily salary contracts</a>.</p>',
      TY: '<p>Cung cấp cho đội của bạn <a href="/m/member/agent/getSalaryContract">hợp đồng lương ngày</a>.</p>',
    }),
  },
  {
    type: 'A',
    groupName: 'm_home',
    startDays: -12,
    title: () => ({ EN: 'Agent training webinar', TY: 'Hội thảo đào tạo đại lý' }),
    content: () => ({
      EN: '<p>Join on Thursday at <a href="https://meet.example.test/agents">meet.example.test</a>.</p>',
      TY: '<p>Tham gia thứ Năm tại <a href="https://meet.example.test/agents">meet.example.test</a>.</p>',
    }),
  },
  // Popups
  {
    type: 'PU',
    execution: 'B',
    groupName: 'm_home',
    startDays: -1,
    title: (b) => ({ EN: `Join ${b} today`, TY: `Tham gia ${b} ngay hôm nay` }),
    content: () => ({
      EN: '<p>Sign up and claim your welcome bonus. <a href="/m/register">Register</a></p>',
      TY: '<p>Đăng ký và nhận thưởng chào mừng. <a href="/m/register">Đăng ký</a></p>',
    }),
  },
  {
    type: 'PU',
    execution: 'B',
    groupName: 'm_home',
    startDays: -2,
    title: () => ({ EN: 'Try for free', TY: 'Chơi thử miễn phí' }),
    content: () => ({
      EN: '<p>Start a <a href="/m/trail">free trial</a> account.</p>',
      TY: '<p>Mở tài khoản <a href="/m/trail">chơi thử</a>.</p>',
    }),
  },
  {
    type: 'PU',
    execution: 'A',
    groupName: 'm_home',
    startDays: -1,
    title: () => ({ EN: 'Weekend reload bonus', TY: 'Thưởng nạp lại cuối tuần' }),
    content: () => ({
      EN: '<p>Deposit this weekend for 20% extra. <a href="/m/voucherCenter">Deposit</a></p>',
      TY: '<p>Nạp cuối tuần này nhận thêm 20%. <a href="/m/voucherCenter">Nạp tiền</a></p>',
    }),
  },
  {
    type: 'PU',
    execution: 'A',
    promotionType: 'deposit_promo',
    groupName: 'm_home',
    startDays: -2,
    title: () => ({ EN: 'Claim your rewards', TY: 'Nhận phần thưởng của bạn' }),
    content: () => ({
      EN: '<p>Rewards are waiting in the <a href="/m/rewardCenter">reward centre</a>.</p>',
      TY: '<p>Phần thưởng đang chờ tại <a href="/m/rewardCenter">trung tâm thưởng</a>.</p>',
    }),
  },
  {
    type: 'PU',
    execution: 'F',
    groupName: 'm_home',
    startDays: -3,
    title: () => ({ EN: 'Welcome aboard!', TY: 'Chào mừng bạn!' }),
    content: () => ({
      EN: '<p>First login? Secure your account in <a href="/m/securityCenter">security centre</a> and read <a href="https://help.example.test/start">getting started</a>.</p>',
      TY: '<p>Lần đầu đăng nhập? Bảo mật tài khoản tại <a href="/m/securityCenter">trung tâm bảo mật</a> và đọc <a href="https://help.example.test/start">hướng dẫn</a>.</p>',
    }),
  },
  // Notices (lobby news)
  {
    type: 'N',
    startDays: -1,
    title: () => ({ EN: 'Bank maintenance tonight 00:00–02:00', TY: 'Ngân hàng bảo trì đêm nay 00:00–02:00' }),
    content: () => ({ EN: '<p>Deposits by bank transfer may be delayed.</p>', TY: '<p>Nạp tiền qua chuyển khoản có thể chậm.</p>' }),
  },
  {
    type: 'N',
    startDays: -2,
    title: () => ({ EN: 'Lottery results now update live', TY: 'Kết quả xổ số cập nhật trực tiếp' }),
    content: () => ({
      EN: '<p>See <a href="/m/gameCenter?gameCategory=LOTT">lottery</a>.</p>',
      TY: '<p>Xem <a href="/m/gameCenter?gameCategory=LOTT">xổ số</a>.</p>',
    }),
  },
  {
    type: 'N',
    startDays: -4,
    title: () => ({ EN: 'Beware of fake support accounts', TY: 'Cảnh giác tài khoản hỗ trợ giả mạo' }),
    content: () => ({
      EN: '<p>We never ask for your password. Report at <a href="https://support.example.test/report">support</a>.</p>',
      TY: '<p>Chúng tôi không bao giờ hỏi mật khẩu. Báo cáo tại <a href="https://support.example.test/report">hỗ trợ</a>.</p>',
    }),
  },
  {
    type: 'N',
    startDays: -9,
    title: () => ({ EN: 'New fishing game released', TY: 'Ra mắt game bắn cá mới' }),
    content: () => ({
      EN: '<p>Try it in <a href="/m/gameList?gameType=FISH">fishing</a>.</p>',
      TY: '<p>Chơi thử tại <a href="/m/gameList?gameType=FISH">bắn cá</a>.</p>',
    }),
  },
];
