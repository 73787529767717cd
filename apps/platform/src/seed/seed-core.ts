import { and, eq } from 'drizzle-orm';
import { AGENT_MENU_KEYS, WHITELABEL_FLAGS } from '@playdeck/brand/schema';
import { demoNames, type LoadedBrand } from '@playdeck/brand/build';
import { members, merchants } from '../db/schema';
import type { PlatformServices } from '../services';
import { DEMO_MEMBERS, DEMO_PASSWORD, DEMO_TEAM_SIZE } from './demo-members';
import type { SeedScope } from './scope';

/** Module ids the platform answers in its whitelabel tree besides the brand's flags (upstream-contract.md). */
const ALWAYS_ON_MODULES = ['FREEPLAY3', 'COMM3', 'FUNDTRANS3', 'REG3', 'CAPTCHA3'];

export function brandModules(brand: LoadedBrand): Record<string, boolean> {
  const modules: Record<string, boolean> = Object.fromEntries(ALWAYS_ON_MODULES.map((id) => [id, true]));
  for (const flag of WHITELABEL_FLAGS) modules[flag] = brand.config.flags[flag];
  for (const key of AGENT_MENU_KEYS) modules[key] = brand.config.agentMenu[key];
  modules['PWDEXPFORCECHANGE3'] = false;
  return modules;
}

/** A merchant per brand of the scope and its trial merchant, with the demo members and an agent team on the real one. */
export async function seedCore(services: PlatformServices, scope: SeedScope): Promise<void> {
  const passwordHash = await services.passwords.hash(DEMO_PASSWORD);
  for (const brand of scope.brands) {
    const [merchant] = await services.db
      .insert(merchants)
      .values({ code: brand.config.merchantCode, brandId: brand.config.id, name: brand.config.name, modules: brandModules(brand) })
      .returning();
    await services.db.insert(merchants).values({
      code: `${brand.config.merchantCode}trial`,
      brandId: brand.config.id,
      name: `${brand.config.name} (free play)`,
      isTrial: true,
      parentId: merchant!.id,
      modules: brandModules(brand),
    });
    const names = demoNames(brand.config);
    const inserted = await services.db
      .insert(members)
      .values(
        DEMO_MEMBERS.map((demo, index) => ({
          merchantId: merchant!.id,
          username: demo.username,
          passwordHash,
          type: demo.type,
          nickname: demo.nickname && names[demo.nickname],
          email: `${demo.username}@demo.playdeck.test`,
          countryDialingCode: '84',
          mobile: `9000000${String(index).padStart(2, '0')}`,
          affiliateCode: demo.type === 1 || demo.type === 2 ? `${brand.config.merchantCode}-${demo.username.toUpperCase()}` : null,
          firstTimeLogin: false,
        })),
      )
      .returning({ id: members.id, username: members.username });
    const agent = inserted.find((member) => member.username === 'agent01')!;
    await services.db.insert(members).values(
      Array.from({ length: DEMO_TEAM_SIZE }, (_, index) => ({
        merchantId: merchant!.id,
        username: `team${String(index + 1).padStart(2, '0')}`,
        passwordHash,
        type: 0,
        parentId: agent.id,
        firstTimeLogin: false,
      })),
    );
    await services.db
      .update(members)
      .set({ parentId: agent.id })
      .where(and(eq(members.merchantId, merchant!.id), eq(members.username, 'agent02')));
  }
}
