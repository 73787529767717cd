import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand } from './runtime';
import type { ResponsibleGamingRules } from './schema';
import { loadResponsibleGamingRules, offersControl, responsibleGamingPage, useResponsibleGamingRules } from './responsible-gaming';

describe("the brand's responsible-gaming rules", () => {
  it("load from their own module: the active brand's controls and pages, once", async () => {
    const rules = await loadResponsibleGamingRules();
    expect(brand).not.toHaveProperty('responsibleGaming');
    expect(rules.controls).toEqual(['depositLimit', 'lossLimit', 'realityCheck', 'timeOut', 'selfExclusion']);
    expect(Object.keys(rules.pages).sort()).toEqual([...brand.languages.supported].sort());
    expect(await loadResponsibleGamingRules()).toBe(rules);
  });

  it('say which controls the brand offers', () => {
    const rules: ResponsibleGamingRules = { controls: ['timeOut', 'selfExclusion'], depositLimitAtRegistration: false, pages: {} };
    expect(offersControl(rules, 'timeOut')).toBe(true);
    expect(offersControl(rules, 'lossLimit')).toBe(false);
  });

  it("give the page of the member's language, else the default language's, else none", () => {
    const page = (name: string) => ({ helpline: { name, phone: '1553' }, links: [] });
    const rules = { controls: [], depositLimitAtRegistration: false, pages: { EN: page('English'), TY: page('Vietnamese') } };
    expect(responsibleGamingPage(rules, 'TY', 'EN')?.helpline.name).toBe('Vietnamese');
    expect(responsibleGamingPage(rules, 'TH', 'EN')?.helpline.name).toBe('English');
    expect(responsibleGamingPage({ ...rules, pages: {} }, 'TH', 'EN')).toBeUndefined();
  });

  it('reach a screen through useResponsibleGamingRules once loaded', async () => {
    const { result } = renderHook(() => useResponsibleGamingRules());
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current).toBe(await loadResponsibleGamingRules());
    expect(offersControl(result.current!, 'realityCheck')).toBe(true);
  });
});
