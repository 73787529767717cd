import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows title, description and action, and hides the decorative icon', () => {
    render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No games found"
        description="Try another vendor"
        action={<button type="button">Show all</button>}
      />,
    );
    expect(screen.getByText('No games found')).toBeTruthy();
    expect(screen.getByText('Try another vendor')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show all' })).toBeTruthy();
    expect(screen.getByTestId('icon').parentElement!.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders only the title when nothing else is given', () => {
    const { container } = render(<EmptyState title="Nothing here" />);
    expect(container.firstElementChild!.children).toHaveLength(1);
  });
});
