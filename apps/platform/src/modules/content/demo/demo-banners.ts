import { brandHues, tintGradient } from '../images/brand-tint';
import type { BrandText } from './localized';

/** A banner's gradient: fixed colours, or `BRAND_THEME`: the brand's primary colour to a darker shade of it. */
export type BannerColors = [string, string] | typeof BRAND_THEME;
export const BRAND_THEME = 'brand-theme';

export interface DemoBanner {
  headline: BrandText;
  subline: BrandText;
  colors: BannerColors;
}

const banner = (headline: BrandText, subline: BrandText, colors: BannerColors): DemoBanner => ({ headline, subline, colors });

/** '#0e9f6e' at `factor` brightness ('#0e9f6e', 0.45 → a deep green), for the theme banner's dark end. */
export function shade(hex: string, factor: number): string {
  const value = parseInt(hex.replace('#', '').slice(0, 6), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * factor);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

/** A brand's theme colours (brand.json) that demo art is drawn in. */
export interface BrandColors {
  primary: string;
  secondary: string;
}

/**
 * The gradient a brand draws a banner with: its own primary for the brand's welcome banner; every other
 * banner keeps its design's light and dark but in the brand's primary and secondary hues.
 */
export function bannerColors(colors: BannerColors, brand: BrandColors): [string, string] {
  return colors === BRAND_THEME ? [brand.primary, shade(brand.primary, 0.45)] : tintGradient(colors, brandHues(brand));
}

/**
 * Three banners per group; the images are drawn by the platform from these texts. The home's first banner
 * (the one a visitor sees first) is in the brand's own colours, so no brand shows another brand's art.
 */
export const DEMO_BANNERS: Record<string, DemoBanner[]> = {
  m_home: [
    banner(
      (b) => ({ EN: `Welcome to ${b}`, TY: `Chào mừng đến ${b}` }),
      () => ({ EN: '100% first deposit bonus', TY: 'Thưởng 100% nạp đầu' }),
      BRAND_THEME,
    ),
    banner(
      () => ({ EN: 'Daily lucky spin', TY: 'Vòng quay may mắn mỗi ngày' }),
      () => ({ EN: 'Win up to 8,888,000', TY: 'Thắng đến 8.888.000' }),
      ['#7c3aed', '#c026d3'],
    ),
    banner(
      () => ({ EN: 'Refer a friend', TY: 'Giới thiệu bạn bè' }),
      () => ({ EN: 'Both of you get a reward', TY: 'Cả hai cùng nhận thưởng' }),
      ['#f59e0b', '#b45309'],
    ),
  ],
  m_vip: [
    banner(
      (b) => ({ EN: `${b} VIP Club`, TY: `Câu lạc bộ VIP ${b}` }),
      () => ({ EN: 'Six levels of rewards', TY: 'Sáu cấp độ ưu đãi' }),
      ['#111827', '#b8860b'],
    ),
    banner(
      () => ({ EN: 'Birthday bonus', TY: 'Thưởng sinh nhật' }),
      () => ({ EN: 'For every VIP level', TY: 'Cho mọi cấp VIP' }),
      ['#1e3a8a', '#9333ea'],
    ),
    banner(
      () => ({ EN: 'Personal host', TY: 'Chăm sóc riêng' }),
      () => ({ EN: 'From VIP 3 upwards', TY: 'Từ VIP 3 trở lên' }),
      ['#064e3b', '#a16207'],
    ),
  ],
  m_rng: [
    banner(
      () => ({ EN: 'Slots weekly race', TY: 'Đua top slot hằng tuần' }),
      () => ({ EN: 'Prize pool 500,000,000', TY: 'Tổng thưởng 500.000.000' }),
      ['#db2777', '#7c2d12'],
    ),
    banner(
      () => ({ EN: 'New slots every week', TY: 'Slot mới mỗi tuần' }),
      () => ({ EN: 'Free spins on launch', TY: 'Vòng quay miễn phí khi ra mắt' }),
      ['#2563eb', '#7c3aed'],
    ),
    banner(
      () => ({ EN: 'Jackpot is climbing', TY: 'Jackpot đang tăng' }),
      () => ({ EN: 'Spin to take it all', TY: 'Quay để giành tất cả' }),
      ['#ca8a04', '#dc2626'],
    ),
  ],
  m_live: [
    banner(
      () => ({ EN: 'Live baccarat', TY: 'Baccarat trực tiếp' }),
      () => ({ EN: '1.2% unlimited rebate', TY: 'Hoàn trả 1,2% không giới hạn' }),
      ['#991b1b', '#111827'],
    ),
    banner(
      () => ({ EN: 'Live roulette nights', TY: 'Đêm roulette trực tiếp' }),
      () => ({ EN: 'Every Friday', TY: 'Mỗi thứ Sáu' }),
      ['#065f46', '#111827'],
    ),
    banner(
      () => ({ EN: 'Meet our dealers', TY: 'Gặp gỡ người chia bài' }),
      () => ({ EN: 'HD tables, 24/7', TY: 'Bàn HD, 24/7' }),
      ['#9d174d', '#1f2937'],
    ),
  ],
  m_fish: [
    banner(
      () => ({ EN: 'Fishing king', TY: 'Vua bắn cá' }),
      () => ({ EN: 'Boss fish pays 1000x', TY: 'Cá boss trả 1000 lần' }),
      ['#0369a1', '#0e7490'],
    ),
    banner(
      () => ({ EN: 'Ocean festival', TY: 'Lễ hội đại dương' }),
      () => ({ EN: 'Double points this week', TY: 'Nhân đôi điểm tuần này' }),
      ['#0891b2', '#1d4ed8'],
    ),
    banner(
      () => ({ EN: 'Team fishing', TY: 'Bắn cá đồng đội' }),
      () => ({ EN: 'Play with friends', TY: 'Chơi cùng bạn bè' }),
      ['#155e75', '#065f46'],
    ),
  ],
  m_pvp: [
    banner(
      () => ({ EN: 'Poker tournament', TY: 'Giải đấu poker' }),
      () => ({ EN: 'Guaranteed 200,000,000', TY: 'Đảm bảo 200.000.000' }),
      ['#1f2937', '#b91c1c'],
    ),
    banner(
      () => ({ EN: 'Tien Len masters', TY: 'Cao thủ Tiến Lên' }),
      () => ({ EN: 'Climb the ladder', TY: 'Leo bảng xếp hạng' }),
      ['#7f1d1d', '#92400e'],
    ),
    banner(
      () => ({ EN: 'Card room rebate', TY: 'Hoàn trả phòng bài' }),
      () => ({ EN: 'Every hand counts', TY: 'Mỗi ván đều tính' }),
      ['#374151', '#047857'],
    ),
  ],
  m_sports: [
    banner(
      () => ({ EN: 'Football weekend', TY: 'Cuối tuần bóng đá' }),
      () => ({ EN: 'Best odds guaranteed', TY: 'Tỷ lệ cược tốt nhất' }),
      ['#15803d', '#14532d'],
    ),
    banner(
      () => ({ EN: 'Parlay insurance', TY: 'Bảo hiểm cược xiên' }),
      () => ({ EN: 'Lose one leg, get it back', TY: 'Thua một kèo, hoàn lại' }),
      ['#1d4ed8', '#15803d'],
    ),
    banner(
      () => ({ EN: 'E-sports live', TY: 'Thể thao điện tử trực tiếp' }),
      () => ({ EN: 'Bet in play', TY: 'Cược trực tiếp' }),
      ['#6d28d9', '#0f766e'],
    ),
  ],
};
