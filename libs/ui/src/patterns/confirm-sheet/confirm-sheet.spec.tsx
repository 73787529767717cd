import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadKitTexts } from '../../testing/kit-texts';
import { ConfirmSheet } from './confirm-sheet';

beforeAll(() => loadKitTexts('EN'));

function renderSheet(props: Partial<Parameters<typeof ConfirmSheet>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmSheet
      open
      title="Delete bank card"
      message="The card ending 1234 will be removed."
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmSheet', () => {
  it('asks in a dialog named by its title, focus on cancel so Enter never confirms by accident', () => {
    renderSheet();
    const dialog = screen.getByRole('dialog', { name: 'Delete bank card' });
    expect(dialog.textContent).toContain('The card ending 1234 will be removed.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('keeps Tab inside the sheet', async () => {
    renderSheet();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await userEvent.tab();
    expect(document.activeElement).toBe(confirm);
    await userEvent.tab();
    expect(document.activeElement).toBe(cancel);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('cancels on Escape', async () => {
    const { onCancel, onConfirm } = renderSheet();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the confirm button, under its own label when given', async () => {
    const { onConfirm, onCancel } = renderSheet({ confirmLabel: 'Delete', tone: 'danger' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cannot be cancelled while the confirmed action runs', async () => {
    const { onCancel } = renderSheet({ busy: true });
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Confirm' }).getAttribute('aria-busy')).toBe('true');
  });
});
