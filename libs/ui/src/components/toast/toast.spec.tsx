import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_DURATION_MS, ToastProvider, useToast, type ToastApi } from './toast';

let api: ToastApi;

function Capture() {
  const toast = useToast();
  useLayoutEffect(() => {
    api = toast;
  });
  return null;
}

function setup() {
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
}

const status = () => screen.getByRole('status');
const alert = () => screen.getByRole('alert');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('has empty polite and assertive live regions before any toast, so the first one is announced', () => {
    setup();
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().textContent).toBe('');
    expect(alert().textContent).toBe('');
  });

  it(`shows a notice in the status region and hides it after ${DEFAULT_TOAST_DURATION_MS} ms by default`, () => {
    setup();
    expect(DEFAULT_TOAST_DURATION_MS).toBe(1500);
    act(() => {
      api.show({ message: 'Change saved', kind: 'success' });
    });
    expect(status().textContent).toBe('Change saved');
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 1));
    expect(status().textContent).toBe('Change saved');
    act(() => vi.advanceTimersByTime(1));
    expect(status().textContent).toBe('');
  });

  it('accepts a plain string and a custom duration', () => {
    setup();
    act(() => {
      api.show('Hello');
      api.show({ message: 'Redirecting', duration: 4000 });
    });
    act(() => vi.advanceTimersByTime(1500));
    expect(status().textContent).toBe('Redirecting');
    act(() => vi.advanceTimersByTime(2500));
    expect(status().textContent).toBe('');
  });

  it('puts errors in the alert region', () => {
    setup();
    act(() => {
      api.show({ message: 'Wrong password', kind: 'error' });
    });
    expect(alert().textContent).toBe('Wrong password');
    expect(status().textContent).toBe('');
  });

  it('hide(id) removes a toast early', () => {
    setup();
    let id = '';
    act(() => {
      id = api.show({ message: 'Loading', kind: 'loading', duration: 0 });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(status().textContent).toBe('Loading');
    act(() => api.hide(id));
    expect(status().textContent).toBe('');
  });

  it('a loading toast replaces the previous loading toast, and its timer cannot hide the new one', () => {
    setup();
    act(() => {
      api.show({ message: 'Sending code', kind: 'loading', duration: 1000 });
      api.show({ message: 'Notice', kind: 'info', duration: 5000 });
    });
    act(() => vi.advanceTimersByTime(500));
    act(() => {
      api.show({ message: 'Logging out', kind: 'loading', duration: 9_999_000 });
    });
    expect(status().textContent).toContain('Logging out');
    expect(status().textContent).not.toContain('Sending code');
    expect(status().textContent).toContain('Notice');
    act(() => vi.advanceTimersByTime(1000));
    expect(status().textContent).toContain('Logging out');
  });

  it('useToast outside the provider fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
  });
});
