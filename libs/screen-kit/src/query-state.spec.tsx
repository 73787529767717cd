import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@playdeck/i18n';
import { renderWithApp } from '@playdeck/testing';
import { QueryState, type LoadedQuery } from './query-state';

function query<T>(overrides: Partial<LoadedQuery<T>>): LoadedQuery<T> {
  return { data: undefined, error: null, isPending: false, isFetching: false, refetch: vi.fn(), ...overrides };
}

const show = (data: string[]) => (
  <ul data-testid="names">
    {data.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('shows grey rows, announced as loading, until the first answer', async () => {
    await renderWithApp(
      <QueryState query={query<string[]>({ isPending: true, isFetching: true })} testId="names" skeletonRows={4}>
        {show}
      </QueryState>,
    );
    const loading = screen.getByTestId('names-loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.children).toHaveLength(4);
    expect(screen.queryByTestId('names')).toBeNull();
  });

  it('shows a given skeleton instead of the grey rows', async () => {
    await renderWithApp(
      <QueryState query={query<string[]>({ isPending: true })} testId="names" skeleton={<p>placeholder</p>}>
        {show}
      </QueryState>,
    );
    expect(screen.getByTestId('names-loading').textContent).toContain('placeholder');
  });

  it('shows a failure with the generic title and a retry that refetches', async () => {
    const refetch = vi.fn();
    await renderWithApp(
      <QueryState query={query<string[]>({ error: new Error('boom'), refetch })} testId="names">
        {show}
      </QueryState>,
    );
    const alert = screen.getByTestId('names-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain(i18n.t('error_loading_failed'));
    fireEvent.click(screen.getByTestId('names-retry'));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("titles a failure with the screen's own key", async () => {
    await renderWithApp(
      <QueryState query={query<string[]>({ error: new Error('boom') })} testId="names" titleKey="content_load_failed">
        {show}
      </QueryState>,
    );
    expect(screen.getByTestId('names-error').textContent).toContain(i18n.t('content_load_failed'));
  });

  it('shows the data, or the empty face when the answer holds nothing', async () => {
    const { rerender } = await renderWithApp(
      <QueryState query={query({ data: ['ann', 'bo'] })} testId="names" isEmpty={(names) => names.length === 0} empty="none">
        {show}
      </QueryState>,
    );
    expect(screen.getByTestId('names').textContent).toContain('annbo');
    rerender(
      <QueryState query={query<string[]>({ data: [] })} testId="names" isEmpty={(names) => names.length === 0} empty="none">
        {show}
      </QueryState>,
    );
    expect(screen.getByTestId('names-empty').textContent).toContain('none');
  });

  it('keeps showing the answer already held when a refresh fails', async () => {
    await renderWithApp(
      <QueryState query={query({ data: ['ann'], error: new Error('boom'), isPending: false })} testId="names">
        {show}
      </QueryState>,
    );
    expect(screen.getByTestId('names').textContent).toContain('ann');
    expect(screen.queryByTestId('names-error')).toBeNull();
  });
});
