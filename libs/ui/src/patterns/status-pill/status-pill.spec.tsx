import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { loadKitTexts } from '../../testing/kit-texts';
import { APPLICATION_STATES, APPLICATION_STATE_LOOK } from './application-state';
import { StatusPill, TonePill } from './status-pill';
import * as styles from './status-pill.css';

const EN = {
  applying: 'Applying',
  rejected: 'Rejected',
  issued: 'Issued',
  claimed: 'Claimed',
  process: 'Process',
  joined: 'Joined',
  close: 'Close',
  comingSoon: 'coming soon',
};
const TY = {
  applying: 'Đang đăng ký',
  rejected: 'Bị từ chối',
  issued: 'Đã phát',
  claimed: 'Đã nhận',
  process: 'Đang xử lý',
  joined: 'Đã tham gia',
  close: 'Đã đóng',
  comingSoon: 'sắp ra mắt',
};

afterAll(() => loadKitTexts('EN'));

describe('StatusPill', () => {
  it.each(APPLICATION_STATES)('labels %s with the spec text in EN and TY', async (state) => {
    await loadKitTexts('EN');
    const { unmount } = render(<StatusPill state={state} />);
    expect(screen.getByText(EN[state]).dataset.state).toBe(state);
    unmount();
    await loadKitTexts('TY');
    render(<StatusPill state={state} />);
    expect(screen.getByText(TY[state]).dataset.state).toBe(state);
  });

  it('colours refusals, successes and waiting states apart', async () => {
    await loadKitTexts('EN');
    render(
      <>
        <StatusPill state="rejected" />
        <StatusPill state="claimed" />
        <StatusPill state="applying" />
      </>,
    );
    expect(screen.getByText('Rejected').className).toContain(styles.tone.negative);
    expect(screen.getByText('Claimed').className).toContain(styles.tone.positive);
    expect(screen.getByText('Applying').className).toContain(styles.tone.pending);
  });

  it('gives every state a look', () => {
    expect(Object.keys(APPLICATION_STATE_LOOK).sort()).toEqual([...APPLICATION_STATES].sort());
  });
});

describe('TonePill', () => {
  it('shows its label in its tone, with the state as data', () => {
    render(<TonePill tone="positive" label="Confirmed" state="CONFIRMED" data-testid="pill" />);
    const pill = screen.getByTestId('pill');
    expect(pill.textContent).toBe('Confirmed');
    expect(pill.dataset.state).toBe('CONFIRMED');
    expect(pill.className).toContain(styles.pill);
    expect(pill.className).toContain(styles.tone.positive);
  });
});
