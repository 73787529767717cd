import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { members, promoCodes, rewardApplications, rewardOffers } from '../db/schema';
import { moneyReference, nextId } from '../modules/deposit/money-reference';
import type { Tx } from '../modules/wallet/ledger';
import type { PlatformServices } from '../services';
import { scopeMerchants, type SeedScope } from './scope';

const DAY = 86_400_000;
type Texts = Record<'EN' | 'TY', string>;

interface DemoOffer {
  key: string;
  kind: 'PROMOTION' | 'CLUB_BENEFIT';
  title: Texts;
  description: Texts;
  /** Days from the seed's now; endDays undefined: long-term. */
  startDays: number;
  endDays?: number;
}

/** Open, long-term, coming-soon and closed offers of both kinds, the same for every real merchant. */
export const DEMO_REWARD_OFFERS: DemoOffer[] = [
  {
    key: 'first-deposit',
    kind: 'PROMOTION',
    title: { EN: 'First deposit bonus 100%', TY: 'Thưởng nạp đầu 100%' },
    description: {
      EN: 'Deposit for the first time and apply with your deposit reference: we double it up to 1,000.',
      TY: 'Nạp tiền lần đầu và đăng ký kèm mã giao dịch nạp: chúng tôi tặng thêm 100%, tối đa 1.000.',
    },
    startDays: -10,
    endDays: 60,
  },
  {
    key: 'slots-cashback',
    kind: 'PROMOTION',
    title: { EN: 'Weekly slots cashback', TY: 'Hoàn trả slots hằng tuần' },
    description: {
      EN: 'Apply with a screenshot of your week in slots: 5% of the net loss comes back as a bonus.',
      TY: 'Đăng ký kèm ảnh chụp màn hình tuần chơi slots: hoàn 5% số tiền thua ròng dưới dạng tiền thưởng.',
    },
    startDays: -30,
  },
  {
    key: 'lucky-weekend',
    kind: 'PROMOTION',
    title: { EN: 'Lucky weekend', TY: 'Cuối tuần may mắn' },
    description: { EN: 'Extra spins every weekend of next month.', TY: 'Thêm lượt quay vào mỗi cuối tuần của tháng sau.' },
    startDays: 7,
    endDays: 37,
  },
  {
    key: 'mid-autumn',
    kind: 'PROMOTION',
    title: { EN: 'Mid-autumn festival', TY: 'Tết Trung thu' },
    description: { EN: 'Mooncake bonus for every live casino player.', TY: 'Thưởng bánh trung thu cho mọi người chơi casino trực tiếp.' },
    startDays: -60,
    endDays: -5,
  },
  {
    key: 'birthday-gift',
    kind: 'CLUB_BENEFIT',
    title: { EN: 'Birthday gift', TY: 'Quà sinh nhật' },
    description: {
      EN: 'Club members receive a gift in their birthday month: apply with a photo of your ID.',
      TY: 'Thành viên câu lạc bộ nhận quà trong tháng sinh nhật: đăng ký kèm ảnh giấy tờ tùy thân.',
    },
    startDays: -365,
  },
  {
    key: 'monthly-vip',
    kind: 'CLUB_BENEFIT',
    title: { EN: 'Monthly club bonus', TY: 'Thưởng câu lạc bộ hằng tháng' },
    description: {
      EN: 'Join once; each month the club bonus follows your level.',
      TY: 'Tham gia một lần; mỗi tháng nhận thưởng theo cấp độ.',
    },
    startDays: -365,
  },
  {
    key: 'club-draw',
    kind: 'CLUB_BENEFIT',
    title: { EN: 'Club lucky draw', TY: 'Bốc thăm may mắn câu lạc bộ' },
    description: { EN: 'A prize draw for club members.', TY: 'Bốc thăm trúng thưởng dành cho thành viên câu lạc bộ.' },
    startDays: 14,
  },
];

/** Promo codes of every real merchant (minor units): each once per member; EXPIRED10 ended yesterday. */
export const DEMO_PROMO_CODES = [
  { code: 'WELCOME50', amount: 50_00, expiresDays: undefined },
  { code: 'LUCKY88', amount: 88_00, expiresDays: 30 },
  { code: 'EXPIRED10', amount: 10_00, expiresDays: -1 },
] as const;

const at = (now: number, days: number | undefined) => (days === undefined ? null : new Date(now + days * DAY));

/** member01's history: an issued cashback waiting to be claimed, and a rejected festival application. */
async function seedDemoApplications(db: Db, merchantId: number, offerIds: Map<string, number>, now: Date) {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, 'member01')));
  if (!member) return;
  const demo = [
    { offer: 'mid-autumn', state: 'REJECTED' as const, bonus: null, rejectReason: 'No live casino play in the festival week', days: -20 },
    { offer: 'slots-cashback', state: 'ISSUED' as const, bonus: 25_00, rejectReason: null, days: -2 },
  ];
  for (const [index, item] of demo.entries()) {
    const id = await nextId(db as unknown as Tx, 'reward_applications');
    const createdAt = new Date(now.getTime() + item.days * DAY);
    await db.insert(rewardApplications).values({
      id,
      merchantId,
      memberId: member.id,
      offerId: offerIds.get(item.offer)!,
      reference: moneyReference('R', createdAt, id),
      requestId: `seed-reward-${index}`,
      remark: 'Demo application',
      state: item.state,
      bonus: item.bonus,
      rejectReason: item.rejectReason,
      createdAt,
      decidedAt: new Date(createdAt.getTime() + DAY),
    });
  }
}

/** Reward offers and promo codes for every real merchant, and member01's applications. */
export async function seedRewards(services: PlatformServices, scope: SeedScope): Promise<void> {
  const { db } = services;
  const now = services.now();
  const realMerchants = await scopeMerchants(services, scope);
  for (const merchant of realMerchants) {
    const created = await db
      .insert(rewardOffers)
      .values(
        DEMO_REWARD_OFFERS.map((offer, index) => ({
          merchantId: merchant.id,
          kind: offer.kind,
          titles: offer.title,
          descriptions: offer.description,
          startsAt: at(now.getTime(), offer.startDays)!,
          endsAt: at(now.getTime(), offer.endDays),
          sortOrder: index,
        })),
      )
      .returning({ id: rewardOffers.id });
    const offerIds = new Map(DEMO_REWARD_OFFERS.map((offer, index) => [offer.key, created[index]!.id]));
    await db.insert(promoCodes).values(
      DEMO_PROMO_CODES.map((promo) => ({
        merchantId: merchant.id,
        code: promo.code,
        amount: promo.amount,
        expiresAt: at(now.getTime(), promo.expiresDays),
      })),
    );
    await seedDemoApplications(db, merchant.id, offerIds, now);
  }
}
