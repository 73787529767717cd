import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../toast/toast';
import { GuardedLink } from './guarded-link';

const renderLink = (href: string | null | undefined, contact?: boolean) =>
  render(
    <ToastProvider>
      <GuardedLink href={href} contact={contact} data-testid="link">
        Customer service
      </GuardedLink>
    </ToastProvider>,
  );

describe('GuardedLink', () => {
  it('renders an http(s) link as the guard normalised it, in a new window without access to this one', () => {
    renderLink(' HTTPS://Support.Example/chat ');
    const link = screen.getByTestId('link');
    expect(link.getAttribute('href')).toBe('https://support.example/chat');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps an app route in this window', () => {
    renderLink('/m/vip');
    expect(screen.getByTestId('link').getAttribute('href')).toBe('/m/vip');
    expect(screen.getByTestId('link').hasAttribute('target')).toBe(false);
  });

  it("opens a path outside the app (a platform page such as the demo live chat) on the platform's origin, in a new window", () => {
    renderLink('/wps/demo/customer-service');
    const link = screen.getByTestId('link');
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/wps/demo/customer-service`);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('offers mailto and tel only where asked, in this window', () => {
    renderLink('mailto:help@example.com', true);
    expect(screen.getByTestId('link').getAttribute('href')).toBe('mailto:help@example.com');
    expect(screen.getByTestId('link').hasAttribute('target')).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    'mailto:x@example.com',
    '',
    null,
  ])('renders %j with no href; a tap shows the refusal message', (href) => {
    renderLink(href);
    const link = screen.getByTestId('link');
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain('url_refused');
  });
});
