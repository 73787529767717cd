import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@playdeck/testing';
import type { WaitingWorker, WorkerContainer, WorkerRegistration } from './register';
import { SKIP_WAITING } from './sw-rules';
import { UpdateNotice } from './update-notice';

/** A container whose registration already has a new build waiting, as after a deploy. */
function containerWithWaitingBuild() {
  const waiting: WaitingWorker = { state: 'installed', postMessage: vi.fn(), addEventListener: vi.fn() };
  const registration: WorkerRegistration = { waiting, installing: null, update: vi.fn(), addEventListener: vi.fn() };
  const container: WorkerContainer = { controller: {}, register: vi.fn(async () => registration), addEventListener: vi.fn() };
  return { container, waiting };
}

describe('the new-version notice', () => {
  it('says a new version is available, and hands the page to it only when the player taps reload', async () => {
    const { container, waiting } = containerWithWaitingBuild();
    await renderWithApp(<UpdateNotice container={container} enabled />, { language: 'EN' });
    expect((await screen.findByTestId('app-update')).textContent).toContain('A new version is available');
    expect(waiting.postMessage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
  });

  it('asks for a new build when the page comes back to the foreground, and stops asking once gone', async () => {
    const { container } = containerWithWaitingBuild();
    const registration = await container.register('/m/sw.js', { scope: '/m/' });
    const { unmount } = await renderWithApp(<UpdateNotice container={container} enabled />, { language: 'EN' });
    await screen.findByTestId('app-update');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(1);
    unmount();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('registers nothing and shows nothing where the app is not a build (the dev server) or has no service workers', async () => {
    const { container } = containerWithWaitingBuild();
    await renderWithApp(<UpdateNotice container={container} enabled={false} />, { language: 'EN' });
    await renderWithApp(<UpdateNotice container={null} enabled />, { language: 'EN' });
    await act(async () => {});
    expect(container.register).not.toHaveBeenCalled();
    expect(screen.queryByTestId('app-update')).toBeNull();
  });
});
