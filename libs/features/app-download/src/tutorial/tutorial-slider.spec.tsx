import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@playdeck/testing';
import { TutorialSlider } from './tutorial-slider';
import { tutorialPlatform } from './tutorial-steps';

const renderSlider = (platform: 'ios' | 'android', language: 'EN' | 'TY' = 'EN') =>
  renderWithApp(<TutorialSlider platform={platform} />, { language, toasts: false });

const reduceMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

afterEach(() => vi.unstubAllGlobals());

describe('TutorialSlider', () => {
  it('walks the six iOS steps with next and previous', async () => {
    await renderSlider('ios');
    const counter = screen.getByTestId('app-download-tutorial-counter');
    const previous = screen.getByRole('button', { name: 'Previous step' });
    const next = screen.getByRole('button', { name: 'Next step' });
    expect(counter.textContent).toBe('Step 1 of 6');
    expect(previous).toHaveProperty('disabled', true);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Step 1 of 6' }).textContent).toContain('Open this page in Safari');

    for (let step = 2; step <= 6; step += 1) {
      await userEvent.click(next);
      expect(counter.textContent).toBe(`Step ${step} of 6`);
    }
    expect(next).toHaveProperty('disabled', true);
    expect(screen.getByRole('group', { name: 'Step 6 of 6' }).textContent).toContain('Tap Trust');

    await userEvent.click(previous);
    expect(counter.textContent).toBe('Step 5 of 6');
  });

  it('has its own Android steps, with the brand name filled in', async () => {
    await renderSlider('android');
    expect(screen.getByTestId('app-download-tutorial').dataset.platform).toBe('android');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Step ${n} of 6`));
    expect(slides[0]!.textContent).toContain('Tap Download for Android');
    expect(slides[5]!.textContent).toContain('start Playdeck from your app list');
  });

  it('speaks Vietnamese in TY', async () => {
    await renderSlider('ios', 'TY');
    expect(screen.getByTestId('app-download-tutorial-counter').textContent).toBe('Bước 1/6');
    expect(screen.getByRole('button', { name: 'Bước tiếp theo' })).toBeTruthy();
  });
});

describe('TutorialSlider with less motion asked for', () => {
  const slider = () => screen.getByTestId('app-download-tutorial').querySelector<HTMLElement>('.swiper')!;
  const track = () => slider().querySelector<HTMLElement>('.swiper-wrapper')!;

  it('slides its track by default', async () => {
    reduceMotion(false);
    await renderSlider('ios');
    await userEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(slider().classList).not.toContain('swiper-css-mode');
    expect(track().style.transitionDuration).not.toBe('');
  });

  it('scrolls natively instead: no moving track, no transition, and the steps still walk', async () => {
    reduceMotion(true);
    await renderSlider('ios');
    expect(slider().classList).toContain('swiper-css-mode');
    await userEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByTestId('app-download-tutorial-counter').textContent).toBe('Step 2 of 6');
    expect(screen.getByRole('group', { name: 'Step 2 of 6' }).getAttribute('aria-hidden')).toBe('false');
    expect(track().style.transform).toBe('');
    expect(track().style.transitionDuration).toBe('');
  });

  it('lets the keyboard reach the natively scrolled track, and only then', async () => {
    reduceMotion(true);
    const { unmount } = await renderSlider('ios');
    expect(track().tabIndex).toBe(0);
    unmount();
    reduceMotion(false);
    await renderSlider('ios');
    expect(track().hasAttribute('tabindex')).toBe(false);
  });
});

describe('tutorialPlatform', () => {
  it.each([
    ['android', { ios: true, android: true }, 'android'],
    ['ios', { ios: true, android: true }, 'ios'],
    ['other', { ios: true, android: true }, 'ios'],
    ['ios', { ios: false, android: true }, 'android'],
    ['android', { ios: true, android: false }, 'ios'],
    ['other', { ios: false, android: false }, null],
  ] as const)('on %s with %o: %s', (device, available, expected) => {
    expect(tutorialPlatform(device, available)).toBe(expected);
  });
});
