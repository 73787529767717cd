import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const banks = [
  { value: 'VCB', label: 'Vietcombank' },
  { value: 'TCB', label: 'Techcombank' },
];

describe('Select', () => {
  it('labels the select and lists the placeholder before the options', () => {
    render(<Select label="Bank" placeholder="Choose a bank" options={banks} defaultValue="" />);
    const select = screen.getByLabelText('Bank') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Choose a bank'],
      ['VCB', 'Vietcombank'],
      ['TCB', 'Techcombank'],
    ]);
  });

  it('has no empty choice without a placeholder, and reports the chosen value', () => {
    const onChange = vi.fn();
    render(<Select label="Bank" options={banks} value="VCB" onChange={(event) => onChange(event.target.value)} />);
    const select = screen.getByLabelText('Bank') as HTMLSelectElement;
    expect(select.options).toHaveLength(2);
    fireEvent.change(select, { target: { value: 'TCB' } });
    expect(onChange).toHaveBeenCalledWith('TCB');
  });

  it('links its message through aria-describedby and marks the select invalid only while there is one', () => {
    const { rerender } = render(<Select label="Bank" options={banks} error="Choose your bank" />);
    const select = screen.getByLabelText('Bank');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choose your bank');

    rerender(<Select label="Bank" options={banks} error="" />);
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
  });
});
