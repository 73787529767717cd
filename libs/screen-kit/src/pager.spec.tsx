import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@playdeck/testing';
import { Pager } from './pager';

const keys = { previousKey: 'inbox_previous', nextKey: 'inbox_next', pageKey: 'inbox_page' };

describe('Pager', () => {
  it('shows nothing for a single page', async () => {
    const { container } = await renderWithApp(<Pager page={1} pages={1} onPage={vi.fn()} testId="list" {...keys} />);
    expect(container.querySelector('[data-testid="list-previous"]')).toBeNull();
  });

  it('turns pages and stops at the ends', async () => {
    const onPage = vi.fn();
    const { rerender } = await renderWithApp(<Pager page={1} pages={3} onPage={onPage} testId="list" pageTestId="list-page" {...keys} />);
    expect((screen.getByTestId('list-previous') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('list-page')).toBeTruthy();
    fireEvent.click(screen.getByTestId('list-next'));
    expect(onPage).toHaveBeenLastCalledWith(2);
    rerender(<Pager page={3} pages={3} onPage={onPage} testId="list" {...keys} />);
    expect((screen.getByTestId('list-next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('list-previous'));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });
});
