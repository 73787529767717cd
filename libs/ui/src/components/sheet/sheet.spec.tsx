import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MASK_CLICK_GUARD_MS, OVERLAY_EXIT_MS } from '../overlay/overlay-timing';
import { Sheet } from './sheet';

afterEach(() => {
  vi.useRealTimers();
});

describe('Sheet', () => {
  it('is a modal dialog named by its title', () => {
    render(
      <Sheet open onClose={() => {}} title="Choose vendor">
        list
      </Sheet>,
    );
    expect(screen.getByRole('dialog', { name: 'Choose vendor' }).getAttribute('aria-modal')).toBe('true');
  });

  it('shares the mask-click guard with Modal', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Sheet open onClose={onClose} title="Choose vendor" />);
    const mask = screen.getByRole('dialog').parentElement!;
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(mask);
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(MASK_CLICK_GUARD_MS));
    fireEvent.click(mask);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(<Sheet open onClose={onClose} title="Choose vendor" />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on Escape when closeOnEscape is false', async () => {
    const onClose = vi.fn();
    render(<Sheet open onClose={onClose} title="Choose vendor" closeOnEscape={false} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('unmounts after the closing animation', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Sheet open onClose={() => {}} title="Choose vendor" />);
    rerender(<Sheet open={false} onClose={() => {}} title="Choose vendor" />);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(OVERLAY_EXIT_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('re-opening during the closing animation keeps it mounted and open', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Sheet open onClose={() => {}} title="Choose vendor" />);
    rerender(<Sheet open={false} onClose={() => {}} title="Choose vendor" />);
    act(() => vi.advanceTimersByTime(OVERLAY_EXIT_MS / 2));
    rerender(<Sheet open onClose={() => {}} title="Choose vendor" />);
    act(() => vi.advanceTimersByTime(OVERLAY_EXIT_MS));
    expect(screen.getByRole('dialog').parentElement!.getAttribute('data-state')).toBe('open');
  });
});
