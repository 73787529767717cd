import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { KitForm } from '../../form/kit-form';
import { useKitForm } from '../../form/use-kit-form';
import { brand } from '@playdeck/brand';
import { renderWithApp } from '@playdeck/testing';
import { AmountField } from './amount-field';
import { amount } from './amount-schema';

const schema = z.object({ deposit: amount({ decimals: 2, min: 1000, max: 5_000_000 }) });

function Deposit({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useKitForm({ schema, defaultValues: { deposit: '' } });
  return (
    <KitForm form={form} onValid={onValid} data-testid="form">
      <AmountField name="deposit" label="Amount" currency={{ code: 'USD', displayDecimals: 2 }} />
    </KitForm>
  );
}

async function renderDeposit(onValid = vi.fn()) {
  await renderWithApp(<Deposit onValid={onValid} />);
  return { onValid, input: screen.getByLabelText('Amount') as HTMLInputElement };
}
const errorText = (input: HTMLInputElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('AmountField', () => {
  it('shows the currency and asks for a decimal keypad', async () => {
    const { input } = await renderDeposit();
    expect(input.inputMode).toBe('decimal');
    expect(screen.getByText('USD')).toBeTruthy();
  });

  it('says what is wrong with a typed amount when it is left', async () => {
    const { input } = await renderDeposit();
    for (const [typed, message] of [
      ['12.345', 'At most 2 decimal places'],
      ['-3', 'The amount cannot be negative'],
      ['twelve', 'Please enter a valid amount'],
      ['9.99', 'The minimum is 10.00'],
      ['50000.01', 'The maximum is 50000.00'],
    ] as const) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.blur(input);
      expect(errorText(input)).toBe(message);
    }
  });

  it('submits integer minor units', async () => {
    const { input, onValid } = await renderDeposit();
    fireEvent.change(input, { target: { value: ' 120.5 ' } });
    fireEvent.submit(screen.getByTestId('form'));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ deposit: 12050 });
  });

  describe("in the brand's currency (the default brand's VND, shown without decimals)", () => {
    const vndSchema = z.object({
      stake: amount({ decimals: 2, shownDecimals: brand.currency.displayDecimals, min: 1000, max: 5_000_000 }),
    });

    function Stake({ onValid }: { onValid: (values: z.output<typeof vndSchema>) => void }) {
      const form = useKitForm({ schema: vndSchema, defaultValues: { stake: '' } });
      return (
        <KitForm form={form} onValid={onValid} data-testid="form">
          <AmountField name="stake" label="Stake" />
        </KitForm>
      );
    }

    it('shows the brand currency, asks for a numeric keypad and says bounds without decimals', async () => {
      const onValid = vi.fn();
      await renderWithApp(<Stake onValid={onValid} />);
      const input = screen.getByLabelText('Stake') as HTMLInputElement;
      expect(input.inputMode).toBe('numeric');
      expect(screen.getByText('VND')).toBeTruthy();
      fireEvent.change(input, { target: { value: '9' } });
      fireEvent.blur(input);
      expect(errorText(input)).toBe('The minimum is 10');
      fireEvent.change(input, { target: { value: '50001' } });
      fireEvent.blur(input);
      expect(errorText(input)).toBe('The maximum is 50000');
      fireEvent.change(input, { target: { value: '1234' } });
      fireEvent.submit(screen.getByTestId('form'));
      await waitFor(() => expect(onValid).toHaveBeenCalled());
      expect(onValid.mock.calls[0]![0]).toEqual({ stake: 123400 });
    });
  });
});
