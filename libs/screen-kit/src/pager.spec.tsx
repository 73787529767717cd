import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n, loadTexts } from '@playdeck/i18n';
import { renderWithApp } from '@playdeck/testing';
import { Pager } from './pager';

describe('Pager', () => {
  it('shows nothing for a single page', async () => {
    const { container } = await renderWithApp(<Pager page={1} pages={1} onPage={vi.fn()} testId="list" texts="inbox" />);
    expect(container.querySelector('[data-testid="list-previous"]')).toBeNull();
  });

  it('turns pages and stops at the ends', async () => {
    const onPage = vi.fn();
    const { rerender } = await renderWithApp(<Pager page={1} pages={3} onPage={onPage} testId="list" texts="inbox" />);
    expect((screen.getByTestId('list-previous') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('list-page')).toBeTruthy();
    fireEvent.click(screen.getByTestId('list-next'));
    expect(onPage).toHaveBeenLastCalledWith(2);
    rerender(<Pager page={3} pages={3} onPage={onPage} testId="list" texts="inbox" />);
    expect((screen.getByTestId('list-next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('list-previous'));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('reads its texts from the keys the prefix names', async () => {
    await renderWithApp(<Pager page={2} pages={3} onPage={vi.fn()} testId="list" texts="inbox" />);
    await loadTexts('inbox');
    const texts = [i18n.t('inbox_previous'), i18n.t('inbox_page', { page: 2, pages: 3 }), i18n.t('inbox_next')];
    expect(texts).not.toContain('inbox_previous');
    expect(texts[1]).toContain('3');
    expect(['list-previous', 'list-page', 'list-next'].map((id) => screen.getByTestId(id).textContent)).toEqual(texts);
  });
});
