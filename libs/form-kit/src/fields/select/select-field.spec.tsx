import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { KitForm } from '../../form/kit-form';
import { useKitForm } from '../../form/use-kit-form';
import { required, text } from '../../schema/text-rules';
import { renderWithApp } from '@playdeck/testing';
import { SelectField } from './select-field';

const schema = z.object({ bank: text([required('withdraw_bank_required')]) });

function ChooseBank({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useKitForm({ schema, defaultValues: { bank: '' } });
  return (
    <KitForm form={form} onValid={onValid} data-testid="form">
      <SelectField
        name="bank"
        label="Bank"
        placeholder="Choose a bank"
        options={[
          { value: 'VCB', label: 'Vietcombank' },
          { value: 'TCB', label: 'Techcombank' },
        ]}
        data-testid="bank"
      />
    </KitForm>
  );
}

describe('SelectField', () => {
  it('shows its message when nothing is chosen, and submits the chosen value', async () => {
    const onValid = vi.fn();
    await renderWithApp(<ChooseBank onValid={onValid} />);
    const select = screen.getByLabelText('Bank') as HTMLSelectElement;
    expect(select).toBe(screen.getByTestId('bank'));
    expect([...select.options].map((option) => option.textContent)).toEqual(['Choose a bank', 'Vietcombank', 'Techcombank']);

    fireEvent.submit(screen.getByTestId('form'));
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.change(select, { target: { value: 'TCB' } });
    fireEvent.submit(screen.getByTestId('form'));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ bank: 'TCB' });
  });
});
