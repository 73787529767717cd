import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { KitForm } from '../../form/kit-form';
import { useKitForm } from '../../form/use-kit-form';
import { required, text } from '../../schema/text-rules';
import { renderWithApp } from '@playdeck/testing';
import { CaptchaField } from './captcha-field';
import { useCaptchaImage } from './use-captcha-image';

const schema = z.object({ captcha: text([required('in_vwrite_code')]) });

let refreshNow: (() => Promise<void>) | undefined;
function CaptchaForm({ load }: { load: () => Promise<string> }) {
  const form = useKitForm({ schema, defaultValues: { captcha: '' } });
  const captcha = useCaptchaImage(load);
  useEffect(() => {
    refreshNow = captcha.refresh;
  });
  return (
    <KitForm form={form} onValid={() => undefined}>
      <CaptchaField captcha={captcha} label="Captcha" data-testid="the-captcha" />
    </KitForm>
  );
}

describe('CaptchaField', () => {
  it('shows the image, a new one on tap, and its message like any field', async () => {
    let image = 0;
    const load = vi.fn(async () => `IMG${++image}`);
    await renderWithApp(<CaptchaForm load={load} />);
    await act(() => refreshNow!());
    expect(screen.getByTestId('captcha-image').getAttribute('src')).toBe('data:image/png;base64,IMG1');
    fireEvent.click(screen.getByRole('button', { name: 'Security code image, tap for a new one' }));
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).toBe('data:image/png;base64,IMG2'));
    fireEvent.blur(screen.getByTestId('the-captcha'));
    expect(screen.getByText('Please enter the verification code')).toBeTruthy();
  });

  it('never asks twice at once: a tap during a request asks once more after it', async () => {
    const pending: ((image: string) => void)[] = [];
    const load = vi.fn(() => new Promise<string>((resolve) => pending.push(resolve)));
    await renderWithApp(<CaptchaForm load={load} />);
    fireEvent.click(screen.getByTestId('captcha-refresh'));
    fireEvent.click(screen.getByTestId('captcha-refresh'));
    fireEvent.click(screen.getByTestId('captcha-refresh'));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => pending[0]!('FIRST'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await act(async () => pending[1]!('SECOND'));
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).toBe('data:image/png;base64,SECOND'));
  });

  it('says so when the image cannot be loaded', async () => {
    await renderWithApp(<CaptchaForm load={() => Promise.reject(new Error('offline'))} />);
    await act(() => refreshNow!());
    expect(screen.getByText('Could not load, tap to retry')).toBeTruthy();
  });
});
