import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand } from '@playdeck/brand';
import { NORMAL_STATUS } from '@playdeck/testing';
import { useSiteStatusStore } from './site-status-store';
import { useMobileTemplates } from './use-mobile-templates';

const withTemplate = (mem_cen: 0 | 1, dep_func: 0 | 1) => ({
  ...NORMAL_STATUS,
  info: { ...NORMAL_STATUS.info, mobileTemplate: { mem_cen, dep_func } },
});

describe('useMobileTemplates', () => {
  it("is the brand's templates until a status is known", () => {
    useSiteStatusStore.setState({ status: null });
    const { result } = renderHook(() => useMobileTemplates());
    expect(result.current).toEqual({ memberCentre: brand.templates.memberCentre, depositDetail: brand.templates.deposit });
  });

  it.each([
    [1, 1, 'new', 'new'],
    [1, 0, 'new', 'base'],
    [0, 1, 'base', 'new'],
    [0, 0, 'base', 'base'],
  ] as const)('mem_cen %i, dep_func %i → member centre %s, deposit detail %s', (memberFlag, depositFlag, memberCentre, depositDetail) => {
    useSiteStatusStore.setState({ status: withTemplate(memberFlag, depositFlag) });
    const { result } = renderHook(() => useMobileTemplates());
    expect(result.current).toEqual({ memberCentre, depositDetail });
  });

  it('follows a live answer and keeps the same object while nothing changes', () => {
    useSiteStatusStore.setState({ status: withTemplate(0, 0) });
    const { result, rerender } = renderHook(() => useMobileTemplates());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    act(() => useSiteStatusStore.getState().applyLive(withTemplate(1, 0)));
    expect(result.current).toEqual({ memberCentre: 'new', depositDetail: 'base' });
  });
});
