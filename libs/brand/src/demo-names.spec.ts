import { describe, expect, it } from 'vitest';
import { demoNames } from './demo-names';
import { brandSchema } from './schema';

describe('demoNames', () => {
  it('derives every name from the brand name when brand.json has no demo section', () => {
    expect(demoNames({ name: 'Playdeck' })).toEqual({
      memberName: 'Playdeck Player',
      agentName: 'Playdeck Agent',
      subAgentName: 'Playdeck Sub-agent',
    });
    expect(demoNames({ name: 'Lucky Star' }).memberName).toBe('Lucky Player');
  });

  it('takes the names brand.json gives and derives only the rest', () => {
    expect(demoNames({ name: 'Lucky Star', demo: { memberName: 'Star Lucy' } })).toEqual({
      memberName: 'Star Lucy',
      agentName: 'Lucky Agent',
      subAgentName: 'Lucky Sub-agent',
    });
  });

  it('derives names brand.json itself would accept from any brand name', () => {
    for (const name of ['Ω', '& Co', 'Supercalifragilistic Casino', 'Vua Bắn Cá', '88 Club!', '🎰 Slots']) {
      expect(brandSchema.shape.demo.safeParse(demoNames({ name })).success, name).toBe(true);
    }
  });

  it('brand.json refuses a demo name the nickname rule would refuse', () => {
    const demo = brandSchema.shape.demo;
    expect(demo.safeParse({ memberName: 'Star Lucy' }).success).toBe(true);
    expect(demo.safeParse({ memberName: 'x' }).success).toBe(false);
    expect(demo.safeParse({ memberName: 'A name far too long for a nickname' }).success).toBe(false);
    expect(demo.safeParse({ memberName: 'no  double spaces' }).success).toBe(false);
    expect(demo.safeParse({ nickname: 'Star Lucy' }).success).toBe(false);
  });
});
