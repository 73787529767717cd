import type { InfoPageId } from '@playdeck/api';
import { teamImageUrl } from '../images/paths';
import { same, type BrandText } from './localized';

export interface DemoInfoEntry {
  title: BrandText;
  summary: BrandText;
  content: BrandText;
  /** A sponsored club or team: its badge is drawn by the platform from the name. */
  badgeOf?: string;
}

/** Demo text of the info pages, written for each brand (spec section 2, lazy pages). */
export const DEMO_INFO_PAGES: Record<InfoPageId, DemoInfoEntry[]> = {
  appService: [
    {
      title: same({ EN: 'Play on the app', TY: 'Chơi trên ứng dụng' }),
      summary: (b) => ({
        EN: `Every ${b} game on your phone, with one tap sign-in.`,
        TY: `Mọi trò chơi ${b} trên điện thoại, đăng nhập một chạm.`,
      }),
      content: same({
        EN: '<p>Install the app for iOS or Android from the <a href="/m/app">download page</a>. It opens straight to your games and keeps you signed in.</p>',
        TY: '<p>Cài ứng dụng cho iOS hoặc Android từ <a href="/m/app">trang tải về</a>. Ứng dụng mở thẳng vào trò chơi và giữ trạng thái đăng nhập.</p>',
      }),
    },
    {
      title: same({ EN: 'Deposits and withdrawals around the clock', TY: 'Nạp và rút tiền suốt ngày đêm' }),
      summary: same({ EN: 'Bank transfer, e-wallets and cards, 24 hours a day.', TY: 'Chuyển khoản, ví điện tử và thẻ, 24 giờ mỗi ngày.' }),
      content: same({
        EN: '<p>Deposits arrive in minutes and withdrawals go to your bound bank card. See <a href="/m/help?tag=deposit">deposit help</a>.</p>',
        TY: '<p>Tiền nạp về trong vài phút và tiền rút chuyển về thẻ ngân hàng đã liên kết. Xem <a href="/m/help?tag=deposit">hướng dẫn nạp tiền</a>.</p>',
      }),
    },
    {
      title: same({ EN: 'Customer service', TY: 'Chăm sóc khách hàng' }),
      summary: same({ EN: 'Our team answers in English and Vietnamese.', TY: 'Đội ngũ hỗ trợ bằng tiếng Anh và tiếng Việt.' }),
      content: same({
        EN: '<p>Reach us any time from <a href="/m/customerService">customer service</a>.</p>',
        TY: '<p>Liên hệ bất cứ lúc nào qua <a href="/m/customerService">chăm sóc khách hàng</a>.</p>',
      }),
    },
  ],
  brand: [
    {
      title: (b) => ({ EN: `About ${b}`, TY: `Về ${b}` }),
      summary: (b) => ({
        EN: `${b} brings slots, live casino, sports and lottery to one place.`,
        TY: `${b} mang slot, sòng bài trực tiếp, thể thao và xổ số về một nơi.`,
      }),
      content: (b) => ({
        EN: `<p>${b} works with licensed game providers and pays out every win in full.</p>`,
        TY: `<p>${b} hợp tác với các nhà cung cấp trò chơi được cấp phép và trả đủ mọi khoản thắng.</p>`,
      }),
    },
    {
      title: same({ EN: 'Licence and fair play', TY: 'Giấy phép và chơi công bằng' }),
      summary: same({ EN: 'Licensed and regulated in Curaçao.', TY: 'Được cấp phép và quản lý tại Curaçao.' }),
      content: same({
        EN: '<p>Games are tested for fairness by independent labs. Read the <a href="/m/useragreement">terms</a>.</p>',
        TY: '<p>Trò chơi được các phòng thử nghiệm độc lập kiểm tra tính công bằng. Đọc <a href="/m/useragreement">điều khoản</a>.</p>',
      }),
    },
    {
      title: same({ EN: 'Responsible gaming', TY: 'Chơi có trách nhiệm' }),
      summary: same({ EN: 'Play for fun, within your limits.', TY: 'Chơi để giải trí, trong giới hạn của bạn.' }),
      content: same({
        EN: '<p>Only players of legal age may play. Ask customer service to set a limit or pause your account.</p>',
        TY: '<p>Chỉ người đủ tuổi mới được chơi. Hãy nhờ chăm sóc khách hàng đặt hạn mức hoặc tạm khóa tài khoản.</p>',
      }),
    },
  ],
  joinUs: [
    {
      title: (b) => ({ EN: `The ${b} affiliate programme`, TY: `Chương trình đại lý ${b}` }),
      summary: same({ EN: 'Invite players and earn commission every month.', TY: 'Mời người chơi và nhận hoa hồng hằng tháng.' }),
      content: same({
        EN: '<p>Share your link or invitation code. Players who register with it join your team, and their play earns you commission.</p>',
        TY: '<p>Chia sẻ đường dẫn hoặc mã mời của bạn. Người chơi đăng ký bằng mã sẽ vào đội của bạn và bạn nhận hoa hồng từ lượt chơi của họ.</p>',
      }),
    },
    {
      title: same({ EN: 'Commission', TY: 'Hoa hồng' }),
      summary: same({ EN: 'Up to 45% of your team’s monthly net win.', TY: 'Lên đến 45% lợi nhuận ròng hằng tháng của đội.' }),
      content: same({
        EN: '<ul><li>1–5 active players: 25%</li><li>6–20 active players: 35%</li><li>21 or more: 45%</li></ul>',
        TY: '<ul><li>1–5 người chơi hoạt động: 25%</li><li>6–20 người chơi hoạt động: 35%</li><li>Từ 21 người: 45%</li></ul>',
      }),
    },
  ],
  sponsor: [
    {
      title: same({ EN: 'Saigon Phoenix FC', TY: 'CLB Phượng Hoàng Sài Gòn' }),
      summary: same({ EN: 'Official shirt partner since 2024.', TY: 'Nhà tài trợ áo đấu chính thức từ năm 2024.' }),
      content: (b) => ({
        EN: `<p>${b} is proud to stand behind Saigon Phoenix FC in the national league, home and away.</p>`,
        TY: `<p>${b} tự hào đồng hành cùng CLB Phượng Hoàng Sài Gòn ở giải vô địch quốc gia, cả sân nhà lẫn sân khách.</p>`,
      }),
      badgeOf: 'Saigon Phoenix FC',
    },
    {
      title: same({ EN: 'Mekong Dragons Esports', TY: 'Mekong Dragons Esports' }),
      summary: same({ EN: 'Main sponsor of the regional champions.', TY: 'Nhà tài trợ chính của nhà vô địch khu vực.' }),
      content: (b) => ({
        EN: `<p>The Mekong Dragons play in ${b} colours at every major tournament this season.</p>`,
        TY: `<p>Mekong Dragons thi đấu trong màu áo ${b} tại mọi giải lớn mùa này.</p>`,
      }),
      badgeOf: 'Mekong Dragons',
    },
    {
      title: same({ EN: 'Red River Marathon', TY: 'Giải Marathon Sông Hồng' }),
      summary: same({ EN: 'Title partner of the city marathon.', TY: 'Nhà tài trợ danh nghĩa của giải marathon thành phố.' }),
      content: same({
        EN: '<p>Ten thousand runners, one finish line: we cheer every one of them.</p>',
        TY: '<p>Mười nghìn vận động viên, một vạch đích: chúng tôi cổ vũ từng người.</p>',
      }),
      badgeOf: 'Red River Marathon',
    },
  ],
};

export const infoEntryImage = (entry: DemoInfoEntry, brandId: string) => (entry.badgeOf ? teamImageUrl(brandId, entry.badgeOf) : null);
