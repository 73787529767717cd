import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('lends its look to links: buttonClassName gives the classes of the Button it names', () => {
    render(
      <Button variant="ghost" block>
        Back
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Back' }).className).toBe(buttonClassName({ variant: 'ghost', block: true }));
    expect(buttonClassName()).not.toBe(buttonClassName({ variant: 'ghost' }));
  });

  it('is a type=button by default so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  it('calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is aria-busy, keeps its name and ignores clicks and submits', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Log in
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('applies different classes per variant and for block', () => {
    const { rerender } = render(<Button variant="primary">A</Button>);
    const primary = screen.getByRole('button').className;
    rerender(
      <Button variant="danger" block>
        A
      </Button>,
    );
    const danger = screen.getByRole('button').className;
    expect(danger).not.toBe(primary);
    expect(danger.split(' ').length).toBeGreaterThan(primary.split(' ').length);
  });
});
