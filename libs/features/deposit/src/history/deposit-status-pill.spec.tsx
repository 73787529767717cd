import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@playdeck/testing';
import { DepositStatusPill } from './deposit-status-pill';

describe('DepositStatusPill', () => {
  it.each([
    ['PENDING', 'pending', 'Pending'],
    ['CONFIRMED', 'positive', 'Confirmed'],
    ['REJECTED', 'negative', 'Rejected'],
    ['EXPIRED', 'neutral', 'Expired'],
  ] as const)('%s reads in the %s tone: "%s"', async (status, tone, label) => {
    const { unmount } = await renderWithApp(<DepositStatusPill status={status} />);
    const pill = screen.getByTestId('deposit-status');
    expect(pill.dataset.state).toBe(status);
    expect(pill.textContent).toBe(label);
    expect(pill.className).toMatch(new RegExp(`tone_${tone}`));
    unmount();
  });
});
