import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@playdeck/testing';
import { CardListLoading, LoadMore, type MorePagesQuery } from './more-pages';

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
