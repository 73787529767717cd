import type { BrandText, Localized } from './localized';

export interface DemoPromotion {
  category: string;
  title: BrandText;
  content: BrandText;
  period: Localized;
  startDays: number;
  /** Undefined: long-term (noExpiry). */
  endDays?: number;
}

const terms = {
  EN: '<p>Terms apply. Questions? <a href="/m/help?tag=promotions">Help centre</a> or <a href="https://support.example.test/chat">live chat</a>.</p>',
  TY: '<p>Áp dụng điều khoản. Thắc mắc? <a href="/m/help?tag=promotions">Trung tâm trợ giúp</a> hoặc <a href="https://support.example.test/chat">chat trực tuyến</a>.</p>',
};
const body =
  (en: string, ty: string): BrandText =>
  () => ({ EN: `<p>${en}</p>${terms.EN}`, TY: `<p>${ty}</p>${terms.TY}` });
const during = (en: string, ty: string): Localized => ({ EN: en, TY: ty });

export const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    category: 'new_player',
    title: (b) => ({ EN: `${b} welcome bonus 100%`, TY: `Thưởng chào mừng ${b} 100%` }),
    content: body('Double your first deposit up to 5,000,000.', 'Nhân đôi lần nạp đầu đến 5.000.000.'),
    period: during('30 days after registration', '30 ngày sau khi đăng ký'),
    startDays: -30,
    endDays: 60,
  },
  {
    category: 'new_player',
    title: () => ({ EN: 'Free spins for new players', TY: 'Vòng quay miễn phí cho người mới' }),
    content: body('50 free spins on selected slots.', '50 vòng quay miễn phí cho slot chọn lọc.'),
    period: during('First 7 days', '7 ngày đầu'),
    startDays: -20,
    endDays: 40,
  },
  {
    category: 'deposit_promo',
    title: () => ({ EN: 'Daily first deposit 10%', TY: 'Nạp đầu mỗi ngày 10%' }),
    content: body('Get 10% on your first deposit every day.', 'Nhận 10% cho lần nạp đầu mỗi ngày.'),
    period: during('Every day', 'Mỗi ngày'),
    startDays: -15,
    endDays: 45,
  },
  {
    category: 'deposit_promo',
    title: () => ({ EN: 'Weekend reload 20%', TY: 'Nạp lại cuối tuần 20%' }),
    content: body('Saturday and Sunday reload bonus.', 'Thưởng nạp lại thứ Bảy và Chủ nhật.'),
    period: during('Saturdays and Sundays', 'Thứ Bảy và Chủ nhật'),
    startDays: -10,
    endDays: 50,
  },
  {
    category: 'app_download',
    title: () => ({ EN: 'Download the app, get 88,000', TY: 'Tải ứng dụng, nhận 88.000' }),
    content: body(
      'Log in once from the app. <a href="/m/app">Get the app</a>.',
      'Đăng nhập một lần từ ứng dụng. <a href="/m/app">Tải ứng dụng</a>.',
    ),
    period: during('Once per account', 'Một lần mỗi tài khoản'),
    startDays: -25,
    endDays: 35,
  },
  {
    category: 'rng_promo',
    title: () => ({ EN: 'Slots weekly race', TY: 'Đua top slot hằng tuần' }),
    content: body(
      `Top 50 turnover wins a share of 500,000,000. <a href="/m/gameList?gameType=RNG">Play slots</a>`,
      `Top 50 doanh thu chia 500.000.000. <a href="/m/gameList?gameType=RNG">Chơi nổ hũ</a>`,
    ),
    period: during('Monday to Sunday', 'Thứ Hai đến Chủ nhật'),
    startDays: -7,
    endDays: 21,
  },
  {
    category: 'live_promo',
    title: () => ({ EN: 'Live casino 1.2% rebate', TY: 'Hoàn trả casino trực tiếp 1,2%' }),
    content: body('Unlimited rebate on live tables.', 'Hoàn trả không giới hạn trên bàn trực tiếp.'),
    period: during('Paid daily', 'Trả hằng ngày'),
    startDays: -12,
    endDays: 18,
  },
  {
    category: 'sport_promo',
    title: () => ({ EN: 'Parlay insurance', TY: 'Bảo hiểm cược xiên' }),
    content: body('Lose one leg of a 5+ parlay and get your stake back.', 'Thua một kèo trong xiên 5+ được hoàn cược.'),
    period: during('Football season', 'Mùa bóng đá'),
    startDays: -14,
    endDays: 90,
  },
  {
    category: 'fish_promo',
    title: () => ({ EN: 'Boss fish bounty', TY: 'Săn cá boss nhận thưởng' }),
    content: body('Catch a boss fish for an extra 1,000,000.', 'Bắn cá boss nhận thêm 1.000.000.'),
    period: during('This month', 'Tháng này'),
    startDays: -3,
    endDays: 27,
  },
  {
    category: 'lotto_promo',
    title: () => ({ EN: 'Lottery lucky number', TY: 'Con số may mắn xổ số' }),
    content: body('Hit the lucky number for a double payout.', 'Trúng con số may mắn nhận gấp đôi.'),
    period: during('Daily draws', 'Các kỳ quay hằng ngày'),
    startDays: -5,
    endDays: 25,
  },
  {
    category: 'rebate_promo',
    title: () => ({ EN: 'Unlimited daily rebate', TY: 'Hoàn trả hằng ngày không giới hạn' }),
    content: body('Up to 1.5% back on every bet, every day.', 'Hoàn đến 1,5% mọi cược, mỗi ngày.'),
    period: during('Long-term', 'Dài hạn'),
    startDays: -100,
  },
  {
    category: 'point_mall',
    title: () => ({ EN: 'Point mall opens', TY: 'Khai trương cửa hàng điểm' }),
    content: body('Trade points for gifts and bonuses.', 'Đổi điểm lấy quà và tiền thưởng.'),
    period: during('While stocks last', 'Đến khi hết quà'),
    startDays: -2,
    endDays: 60,
  },
  {
    category: 'other_promo',
    title: () => ({ EN: 'Expired: Mid-autumn festival', TY: 'Hết hạn: Tết Trung thu' }),
    content: body('Mooncake bonus.', 'Thưởng bánh trung thu.'),
    period: during('Mid-autumn week', 'Tuần Trung thu'),
    startDays: -60,
    endDays: -30,
  },
];
