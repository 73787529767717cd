import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '@playdeck/api/client';
import { KitForm } from '../../form/kit-form';
import { useKitForm } from '../../form/use-kit-form';
import { FormTextField } from '../text/form-text-field';
import { matches, required, text } from '../../schema/text-rules';
import { renderWithApp } from '@playdeck/testing';
import { SmsCodeField } from './sms-code-field';
import { useSmsCode } from './use-sms-code';

const schema = z.object({
  mobileNum: text([required('validation_mobile_required'), matches(/^\d{6,15}$/, 'validation_mobile_format', { min: 6 })]),
  verificationCode: text([required('in_vwrite_code')]),
});

function SmsForm({ request }: { request: () => Promise<{ expirationTime?: number | null }> }) {
  const form = useKitForm({ schema, defaultValues: { mobileNum: '', verificationCode: '' } });
  const sms = useSmsCode({ validateMobile: () => form.checkFields(['mobileNum'], { focus: true }).length === 0, request });
  return (
    <KitForm form={form} onValid={() => undefined}>
      <FormTextField name="mobileNum" label="Mobile" />
      <SmsCodeField sms={sms} />
    </KitForm>
  );
}

const code = () => screen.getByLabelText('Verification code') as HTMLInputElement;

describe('SmsCodeField', () => {
  it('asks for no code until the number passes, then enables the input and counts down', async () => {
    const request = vi.fn(async () => ({ expirationTime: Date.now() + 30_000 }));
    await renderWithApp(<SmsForm request={request} />);
    expect(code().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('sms-get-code'));
    expect(screen.getByText('Please enter your mobile number')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Mobile')));
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '912345678' } });
    await act(async () => fireEvent.click(screen.getByTestId('sms-get-code')));
    expect(request).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(code().disabled).toBe(false));
    expect(screen.getByTestId('sms-countdown').textContent).toMatch(/30/);
    expect(screen.queryByTestId('sms-get-code')).toBeNull();
  });

  it("shows the platform's refusal as a toast and lets the member ask again", async () => {
    const request = vi.fn(async () => {
      throw new ApiError('session.smsNoLogin', 'TOO_MANY_REQUEST', 429, undefined);
    });
    await renderWithApp(<SmsForm request={request} />);
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '912345678' } });
    await act(async () => fireEvent.click(screen.getByTestId('sms-get-code')));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many requests, please try again later.'));
    expect(code().disabled).toBe(true);
    expect((screen.getByTestId('sms-get-code') as HTMLButtonElement).disabled).toBe(false);
  });

  describe('toasts (spec section 9: "sending" up to 10 s, "sent" 1.5 s)', () => {
    const status = () => screen.getByRole('status').textContent;
    const askForCode = async () => {
      fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '912345678' } });
      await act(async () => fireEvent.click(screen.getByTestId('sms-get-code')));
    };
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    it('the sending toast stays while the platform answers, 10 s at most', async () => {
      const request = vi.fn(() => new Promise<{ expirationTime: number }>(() => undefined));
      await renderWithApp(<SmsForm request={request} />);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        await askForCode();
        expect(status()).toBe('Sending verification code…');
        await advance(9_999);
        expect(status()).toBe('Sending verification code…');
        await advance(1);
        expect(status()).toBe('');
      } finally {
        vi.useRealTimers();
      }
    });

    it('the answer replaces it with "sent" for 1.5 s', async () => {
      const request = vi.fn(async () => ({ expirationTime: Date.now() + 60_000 }));
      await renderWithApp(<SmsForm request={request} />);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        await askForCode();
        expect(status()).toBe('Verification code sent');
        await advance(1_499);
        expect(status()).toBe('Verification code sent');
        await advance(1);
        expect(status()).toBe('');
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
