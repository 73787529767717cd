import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, NICKNAME_PATTERN } from '@playdeck/api';
import { demoNames } from '@playdeck/brand/build';
import { members, merchants } from '../db/schema';
import { resetTestPlatform, type TestPlatform } from '../testing/test-platform';

describe('demo account names', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  async function nicknamesOf(merchantCode: string) {
    const rows = await platform.services.db
      .select({ username: members.username, nickname: members.nickname })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(and(eq(merchants.code, merchantCode), inArray(members.username, ['member01', 'agent01', 'agent02'])));
    return Object.fromEntries(rows.map((row) => [row.username, row.nickname]));
  }

  it("gives each brand's demo accounts the brand's own names (brand.json's demo section, or its name)", async () => {
    const seen = new Set<string>();
    for (const brand of platform.services.brands) {
      const names = demoNames(brand.config);
      expect(await nicknamesOf(brand.config.merchantCode)).toEqual({
        member01: names.memberName,
        agent01: names.agentName,
        agent02: names.subAgentName,
      });
      seen.add(names.memberName);
    }
    expect(seen.size).toBe(platform.services.brands.length);
    // lucky names its accounts in brand.json; default (no demo section) takes its name's.
    expect((await nicknamesOf('LUCKYSTAR')).member01).toBe('Star Lucy');
    expect((await nicknamesOf('PLAYDECK')).member01).toBe('Playdeck Player');
  });

  it('derives names a member could have set themselves, from any brand name', () => {
    for (const name of ['Ω', '& Co', 'Supercalifragilistic Casino', 'Vua Bắn Cá', '88 Club!', '🎰 Slots']) {
      for (const nickname of Object.values(demoNames({ name }))) {
        expect([...nickname].length, nickname).toBeGreaterThanOrEqual(NICKNAME_MIN_LENGTH);
        expect([...nickname].length, nickname).toBeLessThanOrEqual(NICKNAME_MAX_LENGTH);
        expect(nickname, name).toMatch(NICKNAME_PATTERN);
      }
    }
  });
});
