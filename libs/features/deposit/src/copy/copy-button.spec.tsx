import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@playdeck/testing';
import { CopyButton } from './copy-button';

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
const originalExecCommand = document.execCommand;

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => {
  if (original) Object.defineProperty(navigator, 'clipboard', original);
  else delete (navigator as { clipboard?: Clipboard }).clipboard;
  document.execCommand = originalExecCommand;
});

async function copy() {
  await renderWithApp(<CopyButton text="0123 4567 8901" label="Account number" data-testid="copy" />);
  fireEvent.click(screen.getByRole('button', { name: 'Copy Account number' }));
}

describe('CopyButton', () => {
  it('puts the text on the clipboard and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    await copy();
    expect(await screen.findByText('Account number copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('0123 4567 8901');
  });

  it('falls back to the selection copy when there is no Clipboard API', async () => {
    setClipboard(undefined);
    let copied = '';
    document.execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement | null)?.value ?? document.querySelector('textarea')?.value ?? '';
      return true;
    });
    await copy();
    expect(await screen.findByText('Account number copied')).toBeTruthy();
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('0123 4567 8901');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when the Clipboard API refuses', async () => {
    setClipboard({ writeText: () => Promise.reject(new Error('NotAllowedError')) });
    document.execCommand = vi.fn(() => true);
    await copy();
    expect(await screen.findByText('Account number copied')).toBeTruthy();
    expect(document.execCommand).toHaveBeenCalledWith('copy');
  });

  it('tells the member to copy by hand when nothing works', async () => {
    setClipboard(undefined);
    document.execCommand = vi.fn(() => false);
    await copy();
    expect(await screen.findByText('Could not copy the Account number: press and hold it to copy it by hand.')).toBeTruthy();
  });
});
