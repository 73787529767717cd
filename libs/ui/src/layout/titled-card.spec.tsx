import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as styles from './layout.css';
import { TitledCard } from './titled-card';

describe('TitledCard', () => {
  it('opens with its h2 title and the muted intro, then its content, spaced md unless told', () => {
    render(
      <TitledCard as="section" heading="Payment password" intro="Six digits" introTestId="intro" data-testid="card">
        <button type="button">Save</button>
      </TitledCard>,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('SECTION');
    expect([...card.children].map((child) => child.tagName)).toEqual(['H2', 'P', 'BUTTON']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Payment password');
    expect(screen.getByTestId('intro').textContent).toBe('Six digits');
    expect(card.className.split(' ')).toEqual(expect.arrayContaining(styles.gap.md.split(' ')));
  });

  it('has no intro line when none is given, and takes another gap', () => {
    render(<TitledCard heading="Payouts" gap="sm" data-testid="card" />);
    const card = screen.getByTestId('card');
    expect([...card.children].map((child) => child.tagName)).toEqual(['H2']);
    expect(card.className.split(' ')).toEqual(expect.arrayContaining(styles.gap.sm.split(' ')));
  });
});
