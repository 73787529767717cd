import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, formatBadgeCount } from './badge';

const badge = (kind: string) => document.querySelector(`[data-badge="${kind}"]`);

describe('Badge', () => {
  it('shows the count', () => {
    render(<Badge count={5} />);
    expect(badge('count')!.textContent).toBe('5');
  });

  it('caps at max with a plus: 99+ by default', () => {
    render(<Badge count={120} />);
    expect(badge('count')!.textContent).toBe('99+');
    expect(formatBadgeCount(99, 99)).toBe('99');
    expect(formatBadgeCount(100, 99)).toBe('99+');
  });

  it('takes a custom max', () => {
    render(<Badge count={10} max={9} />);
    expect(badge('count')!.textContent).toBe('9+');
  });

  it('is hidden for 0 and negatives unless showZero (for 0)', () => {
    const { rerender } = render(<Badge count={0} />);
    expect(badge('count')).toBeNull();
    rerender(<Badge count={-3} showZero />);
    expect(badge('count')).toBeNull();
    rerender(<Badge count={0} showZero />);
    expect(badge('count')!.textContent).toBe('0');
  });

  it('keeps the wrapped element when the count is hidden', () => {
    render(
      <Badge count={0}>
        <button type="button">Inbox</button>
      </Badge>,
    );
    expect(screen.getByRole('button', { name: 'Inbox' })).toBeTruthy();
    expect(badge('count')).toBeNull();
  });

  it('reads the label instead of the bare number when given', () => {
    render(<Badge count={150} label="150 unread messages" />);
    const visible = screen.getByText('99+');
    expect(visible.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('150 unread messages')).toBeTruthy();
  });

  it('dot variant renders without text and can be hidden', () => {
    const { rerender } = render(<Badge variant="dot" />);
    expect(badge('dot')!.textContent).toBe('');
    rerender(<Badge variant="dot" visible={false} />);
    expect(badge('dot')).toBeNull();
  });

  it('tag variant renders its label', () => {
    render(<Badge variant="tag">HOT</Badge>);
    expect(screen.getByText('HOT')).toBeTruthy();
  });
});
