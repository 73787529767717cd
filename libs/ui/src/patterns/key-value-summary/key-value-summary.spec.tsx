import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadKitTexts } from '../../testing/kit-texts';
import { KeyValueSummary } from './key-value-summary';

beforeAll(() => loadKitTexts('EN'));

const items = [
  { id: 'order', label: 'Order number', value: 'D2026031500042', copyText: 'D2026031500042' },
  { id: 'amount', label: 'Amount', value: '1,000.00', emphasis: true },
];

describe('KeyValueSummary', () => {
  it('pairs each label with its value in a description list', () => {
    render(<KeyValueSummary items={items} />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Order number', 'Amount']);
    expect(definitions[1]).toBe('1,000.00');
    expect(within(screen.getByTestId('kv-amount')).queryByRole('button')).toBeNull();
  });

  it('copies a copyable value and says so for a while', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<KeyValueSummary items={items} copiedForMs={50} />);
    await user.click(screen.getByRole('button', { name: 'Copy Order number' }));
    expect(writeText).toHaveBeenCalledWith('D2026031500042');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(screen.getByRole('button', { name: 'Copy Order number' })).toBeTruthy();
  });
});
