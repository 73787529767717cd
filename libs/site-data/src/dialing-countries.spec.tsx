import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { calls, fakePlatform, networkFailure } from '@playdeck/testing';
import { FALLBACK_DIALING_CODE, useDialingCountries } from './dialing-countries';

const mounted: (() => void)[] = [];
afterEach(() => mounted.splice(0).forEach((unmount) => unmount()));

function renderCountries(enabled?: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result, unmount } = renderHook(() => useDialingCountries(enabled), { wrapper });
  mounted.push(unmount);
  return { countries: result, queryClient };
}

describe('useDialingCountries', () => {
  it('asks nothing while switched off', async () => {
    const { countries, queryClient } = renderCountries(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const queries = queryClient.getQueryCache().getAll();
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(query.state).toMatchObject({ fetchStatus: 'idle', dataUpdatedAt: 0, errorUpdatedAt: 0 });
    expect(countries.current[0]?.code).toBe('VN');
  });

  it("is the platform's list, home market first, once it answers", async () => {
    fakePlatform.answer(calls.system.countries, [
      { code: 'TH', name: 'Thailand', dialingCode: '66' },
      { code: 'VN', name: 'Vietnam', dialingCode: '84' },
    ]);
    const { countries } = renderCountries();
    await waitFor(() => expect(countries.current.map((country) => country.code)).toEqual(['TH', 'VN']));
  });

  it('is a built-in list, Vietnam first and named, while the platform cannot answer or lists nothing', async () => {
    fakePlatform.answer(calls.system.countries, () => networkFailure());
    const { countries } = renderCountries();
    expect(countries.current[0]).toEqual({ code: 'VN', name: 'Vietnam', dialingCode: FALLBACK_DIALING_CODE });
    expect(countries.current.map((country) => country.dialingCode)).toEqual(['84', '66', '63', '60', '62', '65']);
    fakePlatform.answer(calls.system.countries, []);
    expect(renderCountries().countries.current[0]?.code).toBe('VN');
  });
});
