import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, installPromptAvailable, onInstallPromptChange, promptInstall, type InstallOutcome } from './install-prompt';

/** A window whose events the test fires, and a `beforeinstallprompt` event with a fake dialog. */
function fakeWindow() {
  const target = new EventTarget();
  return { source: target as unknown as Window, fire: (event: Event) => target.dispatchEvent(event) };
}

function installEvent(outcome: InstallOutcome) {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

describe('install prompt', () => {
  const win = fakeWindow();
  captureInstallPrompt(win.source);
  afterEach(() => win.fire(new Event('appinstalled')));

  it('keeps the browser from showing its own bar and offers the prompt instead', () => {
    expect(installPromptAvailable()).toBe(false);
    const { event } = installEvent('accepted');
    win.fire(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installPromptAvailable()).toBe(true);
  });

  it("shows the dialog once, answers with the player's choice and forgets the prompt", async () => {
    const { event, prompt } = installEvent('dismissed');
    win.fire(event);
    const changed = vi.fn();
    const stop = onInstallPromptChange(changed);
    await expect(promptInstall()).resolves.toBe('dismissed');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(installPromptAvailable()).toBe(false);
    await expect(promptInstall()).resolves.toBeNull();
    expect(prompt).toHaveBeenCalledTimes(1);
    stop();
  });

  it('forgets the prompt once the app is installed, and tells who listens', () => {
    win.fire(installEvent('accepted').event);
    const changed = vi.fn();
    const stop = onInstallPromptChange(changed);
    win.fire(new Event('appinstalled'));
    expect(installPromptAvailable()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
    win.fire(installEvent('accepted').event);
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
