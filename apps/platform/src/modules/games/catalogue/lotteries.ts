import type { LotteryRegion, PrizeMode } from '../game-types';

export interface LotterySeed {
  vendor: 'TCG_LOTTO_VN' | 'TCG_SEA' | 'LOTT' | 'ELOTT';
  en: string;
  ty: string;
  gameGroupId: number;
  lottoMode: string;
  prizeModes: PrizeMode[];
  region: LotteryRegion | null;
  drawIntervalSeconds: number;
  /** Seconds after midnight UTC of the day's first draw. */
  drawOffsetSeconds: number;
  /** Weekdays with draws (Vietnam time), bit 0 = Sunday. */
  drawDays: number;
}

const [SUN, MON, TUE, WED, THU, FRI, SAT] = [1, 2, 4, 8, 16, 32, 64] as const;
const EVERY_DAY = 127;
const DAY = 86_400;

// Vietnamese lotteries draw at 16:15 (south), 17:15 (central) and 18:15 (north), Vietnam time (UTC+7).
const REGION_DRAW: Record<LotteryRegion, { group: number; offset: number }> = {
  NORTH: { group: 1, offset: 11 * 3600 + 15 * 60 },
  CENTRAL: { group: 2, offset: 10 * 3600 + 15 * 60 },
  SOUTH: { group: 3, offset: 9 * 3600 + 15 * 60 },
};

const vietnam = (region: LotteryRegion, en: string, ty: string, drawDays: number): LotterySeed => ({
  vendor: 'TCG_LOTTO_VN',
  en: `${en} Lottery`,
  ty: `Xổ Số ${ty}`,
  gameGroupId: REGION_DRAW[region].group,
  lottoMode: 'Tradition',
  prizeModes: ['Lott'],
  region,
  drawIntervalSeconds: DAY,
  drawOffsetSeconds: REGION_DRAW[region].offset,
  drawDays,
});

const southEastAsia = (en: string, ty: string, drawHourUtc: number): LotterySeed => ({
  vendor: 'TCG_SEA',
  en,
  ty,
  gameGroupId: 4,
  lottoMode: 'Tradition',
  prizeModes: ['SEA'],
  region: null,
  drawIntervalSeconds: DAY,
  drawOffsetSeconds: drawHourUtc * 3600,
  drawDays: EVERY_DAY,
});

const fast = (vendor: 'LOTT' | 'ELOTT', en: string, ty: string, drawIntervalSeconds: number): LotterySeed => ({
  vendor,
  en,
  ty,
  gameGroupId: vendor === 'LOTT' ? 5 : 6,
  lottoMode: vendor === 'LOTT' ? 'Tradition' : 'Entertainment',
  prizeModes: vendor === 'LOTT' ? ['Lott', 'ZY'] : ['Elott'],
  region: null,
  drawIntervalSeconds,
  drawOffsetSeconds: 0,
  drawDays: EVERY_DAY,
});

export const LOTTERY_SEEDS: readonly LotterySeed[] = [
  vietnam('NORTH', 'Northern', 'Miền Bắc', EVERY_DAY),
  vietnam('SOUTH', 'Ho Chi Minh City', 'TP. Hồ Chí Minh', MON | SAT),
  vietnam('SOUTH', 'Dong Thap', 'Đồng Tháp', MON),
  vietnam('SOUTH', 'Ca Mau', 'Cà Mau', MON),
  vietnam('SOUTH', 'Ben Tre', 'Bến Tre', TUE),
  vietnam('SOUTH', 'Vung Tau', 'Vũng Tàu', TUE),
  vietnam('SOUTH', 'Bac Lieu', 'Bạc Liêu', TUE),
  vietnam('SOUTH', 'Dong Nai', 'Đồng Nai', WED),
  vietnam('SOUTH', 'Can Tho', 'Cần Thơ', WED),
  vietnam('SOUTH', 'Soc Trang', 'Sóc Trăng', WED),
  vietnam('SOUTH', 'Tay Ninh', 'Tây Ninh', THU),
  vietnam('SOUTH', 'An Giang', 'An Giang', THU),
  vietnam('SOUTH', 'Binh Thuan', 'Bình Thuận', THU),
  vietnam('SOUTH', 'Vinh Long', 'Vĩnh Long', FRI),
  vietnam('SOUTH', 'Binh Duong', 'Bình Dương', FRI),
  vietnam('SOUTH', 'Tra Vinh', 'Trà Vinh', FRI),
  vietnam('SOUTH', 'Long An', 'Long An', SAT),
  vietnam('SOUTH', 'Tien Giang', 'Tiền Giang', SUN),
  vietnam('SOUTH', 'Kien Giang', 'Kiên Giang', SUN),
  vietnam('SOUTH', 'Da Lat', 'Đà Lạt', SUN),
  vietnam('CENTRAL', 'Hue', 'Thừa Thiên Huế', MON | SUN),
  vietnam('CENTRAL', 'Phu Yen', 'Phú Yên', MON),
  vietnam('CENTRAL', 'Dak Lak', 'Đắk Lắk', TUE),
  vietnam('CENTRAL', 'Quang Nam', 'Quảng Nam', TUE),
  vietnam('CENTRAL', 'Da Nang', 'Đà Nẵng', WED | SAT),
  vietnam('CENTRAL', 'Khanh Hoa', 'Khánh Hòa', WED | SUN),
  southEastAsia('Thai Lottery', 'Xổ Số Thái Lan', 8),
  southEastAsia('Lao Lottery', 'Xổ Số Lào', 12),
  southEastAsia('Cambodia Lottery', 'Xổ Số Campuchia', 11),
  southEastAsia('Magnum 4D', 'Magnum 4D', 11),
  southEastAsia('Singapore 4D', 'Singapore 4D', 10),
  southEastAsia('Sports Toto 4D', 'Sports Toto 4D', 12),
  southEastAsia('Da Ma Cai 1+3D', 'Da Ma Cai 1+3D', 13),
  southEastAsia('Sabah 88', 'Sabah 88', 9),
  southEastAsia('Sandakan 4D', 'Sandakan 4D', 7),
  southEastAsia('Sarawak Cash Sweep', 'Sarawak Cash Sweep', 6),
  fast('LOTT', 'Fast Lotto 45s', 'Xổ Số Nhanh 45 Giây', 45),
  fast('LOTT', '1-Minute Lotto', 'Xổ Số 1 Phút', 60),
  fast('LOTT', '3-Minute Lotto', 'Xổ Số 3 Phút', 180),
  fast('LOTT', '5-Minute Lotto', 'Xổ Số 5 Phút', 300),
  fast('LOTT', 'Keno 1 Minute', 'Keno 1 Phút', 60),
  fast('LOTT', 'Keno 5 Minutes', 'Keno 5 Phút', 300),
  fast('LOTT', 'PK10 1 Minute', 'PK10 1 Phút', 60),
  fast('LOTT', 'PK10 3 Minutes', 'PK10 3 Phút', 180),
  fast('LOTT', 'Fast 3 1 Minute', 'Nhanh 3 1 Phút', 60),
  fast('LOTT', 'Fast 3 3 Minutes', 'Nhanh 3 3 Phút', 180),
  fast('LOTT', '11x5 1 Minute', '11x5 1 Phút', 60),
  fast('LOTT', '11x5 3 Minutes', '11x5 3 Phút', 180),
  fast('LOTT', 'Lucky 28', 'May Mắn 28', 180),
  fast('LOTT', 'Happy 8', 'Vui Vẻ 8', 300),
  fast('LOTT', 'Saigon VIP 1 Minute', 'Sài Gòn VIP 1 Phút', 60),
  fast('ELOTT', 'Hanoi VIP 45s', 'Hà Nội VIP 45 Giây', 45),
  fast('ELOTT', 'Hanoi VIP 1 Minute', 'Hà Nội VIP 1 Phút', 60),
  fast('ELOTT', 'Hanoi VIP 2 Minutes', 'Hà Nội VIP 2 Phút', 120),
  fast('ELOTT', 'Hanoi VIP 5 Minutes', 'Hà Nội VIP 5 Phút', 300),
  fast('ELOTT', 'Saigon Speed 1 Minute', 'Sài Gòn Siêu Tốc 1 Phút', 60),
  fast('ELOTT', 'Saigon Speed 3 Minutes', 'Sài Gòn Siêu Tốc 3 Phút', 180),
  fast('ELOTT', 'Mekong 1 Minute', 'Mê Kông 1 Phút', 60),
  fast('ELOTT', 'Mekong 5 Minutes', 'Mê Kông 5 Phút', 300),
  fast('ELOTT', 'Dragon Lotto 1 Minute', 'Xổ Số Rồng 1 Phút', 60),
  fast('ELOTT', 'Dragon Lotto 3 Minutes', 'Xổ Số Rồng 3 Phút', 180),
  fast('ELOTT', 'Lucky Dice 1 Minute', 'Xúc Xắc May Mắn 1 Phút', 60),
  fast('ELOTT', 'Lucky Dice 3 Minutes', 'Xúc Xắc May Mắn 3 Phút', 180),
  fast('ELOTT', 'Color Ball 1 Minute', 'Bóng Màu 1 Phút', 60),
  fast('ELOTT', 'Color Ball 5 Minutes', 'Bóng Màu 5 Phút', 300),
  fast('ELOTT', 'Mega Keno 2 Minutes', 'Siêu Keno 2 Phút', 120),
];
