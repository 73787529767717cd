import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadKitTexts } from '../../testing/kit-texts';
import { DateRangePicker } from './date-range-picker';

const now = () => new Date(2026, 2, 15, 10);

beforeAll(() => loadKitTexts('EN'));

function setDate(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('DateRangePicker', () => {
  it('reports the preset the member picks as ISO dates ending on the injected today', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker onChange={onChange} now={now} />);
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'last7Days', start: '2026-03-09', end: '2026-03-15' });
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: '30 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'last30Days', start: '2026-02-14', end: '2026-03-15' });
  });

  it('offers two date inputs for a custom range, starting from the range on screen', async () => {
    render(<DateRangePicker onChange={() => {}} now={now} defaultPreset="last7Days" />);
    expect(screen.queryByLabelText('Start date')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-03-09');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('2026-03-15');
    expect(screen.getByLabelText('End date').getAttribute('max')).toBe('2026-03-15');
  });

  it('can start from a custom range (a filter restored from the URL)', () => {
    render(
      <DateRangePicker onChange={() => {}} now={now} defaultPreset="custom" defaultRange={{ start: '2026-03-02', end: '2026-03-04' }} />,
    );
    expect(screen.getByRole('button', { name: 'Custom' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-03-02');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('2026-03-04');
  });

  it('reports a valid custom range', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker onChange={onChange} now={now} />);
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    setDate('Start date', '2026-03-01');
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'custom', start: '2026-03-01', end: '2026-03-15' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why a start after the end cannot be used and does not report it', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker onChange={onChange} now={now} />);
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    setDate('End date', '2026-03-10');
    onChange.mockClear();
    setDate('Start date', '2026-03-12');
    expect(screen.getByRole('alert').textContent).toBe('The start date must not be after the end date');
    expect(screen.getByLabelText('Start date').getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('holds a custom range to the maximum span', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker onChange={onChange} now={now} maxSpanDays={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    setDate('Start date', '2026-03-08');
    expect(screen.getByRole('alert').textContent).toBe('Choose at most 7 days');
    expect(onChange).not.toHaveBeenCalled();
    setDate('Start date', '2026-03-09');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'custom', start: '2026-03-09', end: '2026-03-15' });
  });
});
