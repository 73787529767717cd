import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@playdeck/testing';
import { CardListLoading, LoadMore, PagedResults, type MorePagesQuery, type PagedQuery } from './more-pages';

const KEYS = { moreKey: 'records_load_more', failedKey: 'records_more_failed', endKey: 'records_all_shown' };
const query = (overrides: Partial<MorePagesQuery> = {}): MorePagesQuery => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(async () => undefined),
  ...overrides,
});

describe('CardListLoading', () => {
  it('announces the list as loading with as many skeleton cards as asked', async () => {
    await renderWithApp(<CardListLoading testId="records" rows={4} />);
    const loading = screen.getByTestId('records-loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.firstElementChild?.children).toHaveLength(4);
  });
});

describe('LoadMore', () => {
  it('asks for the next page when tapped', async () => {
    const more = query();
    await renderWithApp(<LoadMore query={more} testId="records" {...KEYS} />);
    await userEvent.click(screen.getByTestId('records-more'));
    expect(more.fetchNextPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('records-more-error')).toBeNull();
  });

  it('says a next page failed and turns the button into a retry', async () => {
    await renderWithApp(<LoadMore query={query({ isFetchNextPageError: true })} testId="records" {...KEYS} />);
    expect(screen.getByTestId('records-more-error').getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('records-more').textContent).toBe('Retry');
  });

  it('marks the end of the list when there is no next page', async () => {
    await renderWithApp(<LoadMore query={query({ hasNextPage: false })} testId="records" {...KEYS} />);
    expect(screen.queryByTestId('records-more')).toBeNull();
    expect(screen.getByTestId('records-end').textContent).toBe('All records of the period are shown');
  });
});

describe('PagedResults', () => {
  type Page = { list: string[]; total: number };
  const paged = (overrides: Partial<PagedQuery<Page>> = {}): PagedQuery<Page> => ({
    ...query({ hasNextPage: false }),
    isPending: false,
    isFetching: false,
    data: {
      pages: [
        { list: ['a', 'b'], total: 5 },
        { list: ['c'], total: 5 },
      ],
    },
    error: null,
    refetch: vi.fn(async () => undefined),
    ...overrides,
  });
  const keys = {
    loadFailed: 'records_load_failed',
    more: 'records_load_more',
    moreFailed: 'records_more_failed',
    end: 'records_all_shown',
  };
  const show = (source: PagedQuery<Page>) =>
    renderWithApp(
      <PagedResults query={source} itemsOf={(page) => page.list} testId="report" keys={keys} empty={<p data-testid="report-empty">none</p>}>
        {(items, first) => <p data-testid="report-items">{`${items.join(',')} of ${first.total}`}</p>}
      </PagedResults>,
    );

  it('shows loading cards while the first page loads', async () => {
    await show(paged({ isPending: true, data: undefined }));
    expect(screen.getByTestId('report-loading')).toBeTruthy();
  });

  it('says the load failed and retries on request', async () => {
    const failed = paged({ data: undefined, error: new Error('down') });
    await show(failed);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when no page holds an item', async () => {
    await show(paged({ data: { pages: [{ list: [], total: 0 }] } }));
    expect(screen.getByTestId('report-empty')).toBeTruthy();
  });

  it("lists every loaded page's items with the first page, then the end of the list", async () => {
    await show(paged());
    expect(screen.getByTestId('report-items').textContent).toBe('a,b,c of 5');
    expect(screen.getByTestId('report-end')).toBeTruthy();
  });
});
