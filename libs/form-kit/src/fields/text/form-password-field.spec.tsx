import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { renderWithApp } from '@playdeck/testing';
import { KitForm } from '../../form/kit-form';
import { useKitForm } from '../../form/use-kit-form';
import { text } from '../../schema/text-rules';
import { FormPasswordField } from './form-password-field';

const schema = z.object({ password: text([]) });

function PasswordForm() {
  const form = useKitForm({ schema, defaultValues: { password: '' } });
  return (
    <KitForm form={form} onValid={() => undefined}>
      <FormPasswordField name="password" label="Password" autoComplete="new-password" />
    </KitForm>
  );
}

describe('FormPasswordField', () => {
  it('masks the password, keeps its spaces and shows it on the button labelled in the language', async () => {
    await renderWithApp(<PasswordForm />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('new-password');
    fireEvent.change(input, { target: { value: ' secret ' } });
    fireEvent.blur(input);
    expect(input.value).toBe(' secret ');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
  });
});
