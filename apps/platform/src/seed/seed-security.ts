import { securityQuestions } from '../db/schema';
import type { PlatformServices } from '../services';
import { scopeMerchants, type SeedScope } from './scope';

/** The questions members pick two of (the same list for every real merchant, in both platform languages). */
export const DEMO_SECURITY_QUESTIONS: Record<'EN' | 'TY', string>[] = [
  { EN: 'What was the name of your first pet?', TY: 'Tên thú cưng đầu tiên của bạn là gì?' },
  { EN: 'In which city were you born?', TY: 'Bạn sinh ra ở thành phố nào?' },
  { EN: "What is your mother's maiden name?", TY: 'Họ thời con gái của mẹ bạn là gì?' },
  { EN: 'What was the name of your primary school?', TY: 'Trường tiểu học của bạn tên là gì?' },
  { EN: 'What is your favourite food?', TY: 'Món ăn yêu thích của bạn là gì?' },
  { EN: 'What was the brand of your first motorbike?', TY: 'Chiếc xe máy đầu tiên của bạn là hãng nào?' },
];

/** Security questions for every real merchant (trial accounts have no security centre). */
export async function seedSecurity(services: PlatformServices, scope: SeedScope): Promise<void> {
  const { db } = services;
  const realMerchants = await scopeMerchants(services, scope);
  for (const merchant of realMerchants) {
    await db
      .insert(securityQuestions)
      .values(DEMO_SECURITY_QUESTIONS.map((texts, index) => ({ merchantId: merchant.id, texts, sortOrder: index })));
  }
}
