import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input', () => {
    render(<TextField label="Username" />);
    expect(screen.getByLabelText('Username').tagName).toBe('INPUT');
  });

  it('links hint and error through aria-describedby and marks the input invalid', () => {
    const { rerender } = render(<TextField label="Username" hint="4-16 letters" />);
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedText(input)).toEqual(['4-16 letters']);

    rerender(<TextField label="Username" hint="4-16 letters" error="Username is required" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toEqual(['4-16 letters', 'Username is required']);
  });

  it('keeps a caller-supplied aria-describedby', () => {
    render(
      <>
        <p id="extra">extra</p>
        <TextField label="Code" aria-describedby="extra" error="Wrong code" />
      </>,
    );
    expect(describedText(screen.getByLabelText('Code'))).toEqual(['extra', 'Wrong code']);
  });

  it('renders prefix and suffix slots', () => {
    render(<TextField label="Mobile" type="tel" prefix="+84" suffix={<button type="button">Send code</button>} />);
    expect(screen.getByText('+84')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('toggles password visibility with an aria-pressed button named by the caller', async () => {
    render(<TextField label="Password" type="password" showPasswordLabel="Hiện mật khẩu" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Hiện mật khẩu' });
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(toggle);
    expect(input.type).toBe('password');
  });

  it('has no toggle for other types', () => {
    render(<TextField label="Username" showPasswordLabel="Show" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('forwards value and change events', async () => {
    render(<TextField label="Username" />);
    const input = screen.getByLabelText('Username') as HTMLInputElement;
    await userEvent.type(input, 'lucky88');
    expect(input.value).toBe('lucky88');
  });
});

function describedText(input: HTMLElement): string[] {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}
