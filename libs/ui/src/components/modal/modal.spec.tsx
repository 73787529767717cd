import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MASK_CLICK_GUARD_MS, OVERLAY_EXIT_MS } from '../overlay/overlay-timing';
import { Modal, type ModalProps } from './modal';

function mask(): HTMLElement {
  return screen.getByRole('dialog').parentElement!;
}

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Notice" closeLabel="Close" {...props}>
        <p>Body</p>
        <button type="button">Confirm</button>
      </Modal>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Notice" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('portals a labelled modal dialog into body', () => {
    const { container } = render(
      <Modal open onClose={() => {}} title="Notice">
        Body
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(container.contains(dialog)).toBe(false);
  });

  it('uses aria-label when there is no visible title', () => {
    render(<Modal open onClose={() => {}} aria-label="Promotion" />);
    expect(screen.getByRole('dialog', { name: 'Promotion' })).toBeTruthy();
  });

  it(`exports the spec's ${MASK_CLICK_GUARD_MS} ms mask-click guard`, () => {
    expect(MASK_CLICK_GUARD_MS).toBe(300);
  });

  it('ignores a mask click 100 ms after opening and closes on one at 350 ms', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Modal open onClose={onClose} title="Notice" />);

    fireEvent.click(mask());
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(mask());
    expect(onClose).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(250));
    fireEvent.click(mask());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts the guard again on every opening', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { rerender } = render(<Modal open onClose={onClose} title="Notice" />);
    act(() => vi.advanceTimersByTime(1000));
    rerender(<Modal open={false} onClose={onClose} title="Notice" />);
    act(() => vi.advanceTimersByTime(OVERLAY_EXIT_MS));
    rerender(<Modal open onClose={onClose} title="Notice" />);

    act(() => vi.advanceTimersByTime(MASK_CLICK_GUARD_MS - 1));
    fireEvent.click(mask());
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(mask());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on clicks inside the panel, or when closeOnMaskClick is false', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open onClose={onClose} title="Notice">
        <p>Body</p>
      </Modal>,
    );
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();

    rerender(<Modal open onClose={onClose} title="Notice" closeOnMaskClick={false} />);
    fireEvent.click(mask());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('ignores a press that starts inside the panel and ends on the mask', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Modal open onClose={onClose} title="Notice" />);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerDown(screen.getByRole('dialog'));
    fireEvent.click(mask());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape and via the close button', async () => {
    const onClose = vi.fn();
    render(<Modal open onClose={onClose} title="Notice" closeLabel="Đóng" />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('only the innermost of two open overlays answers Escape', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <Modal open onClose={outer} title="Outer" />
        <Modal open onClose={inner} title="Inner" />
      </>,
    );
    await userEvent.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('moves focus in, traps Tab, and gives focus back to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(document.activeElement).toBe(dialog);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));

    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(opener);
  });

  it('keeps an autoFocus child focused and still restores focus to the opener', async () => {
    function AutoFocusHarness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title="Login">
            <input aria-label="Username" autoFocus />
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<AutoFocusHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('locks body scroll while open and restores it when the last overlay closes', () => {
    vi.useFakeTimers();
    document.body.style.overflow = 'scroll';
    const { rerender } = render(
      <>
        <Modal open onClose={() => {}} title="A" />
        <Modal open onClose={() => {}} title="B" />
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <>
        <Modal open onClose={() => {}} title="A" />
        <Modal open={false} onClose={() => {}} title="B" />
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <>
        <Modal open={false} onClose={() => {}} title="A" />
        <Modal open={false} onClose={() => {}} title="B" />
      </>,
    );
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('plays the closing animation, then unmounts and calls onExited', () => {
    vi.useFakeTimers();
    const onExited = vi.fn();
    const { rerender } = render(<Modal open onClose={() => {}} title="Notice" onExited={onExited} />);
    rerender(<Modal open={false} onClose={() => {}} title="Notice" onExited={onExited} />);

    expect(screen.getByRole('dialog').parentElement!.getAttribute('data-state')).toBe('closing');
    act(() => vi.advanceTimersByTime(OVERLAY_EXIT_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape and mask clicks while closing', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { rerender } = render(<Modal open onClose={onClose} title="Notice" />);
    act(() => vi.advanceTimersByTime(500));
    rerender(<Modal open={false} onClose={onClose} title="Notice" />);
    fireEvent.click(mask());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
