import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../toast/toast';
import { linkTarget } from './link-target';
import { RichText } from './rich-text';
import { REFUSED_MARK, sanitizeHtml } from './sanitize-html';

describe('linkTarget', () => {
  it('sends http(s) outside and everything else to an app route', () => {
    expect(linkTarget('https://example.com/a')).toEqual({ kind: 'external', url: 'https://example.com/a' });
    expect(linkTarget('HTTP://x.test')).toEqual({ kind: 'external', url: 'http://x.test/' });
    expect(linkTarget('/m/activity')).toEqual({ kind: 'internal', path: '/m/activity' });
    expect(linkTarget('m/vip')).toEqual({ kind: 'internal', path: '/m/vip' });
    expect(linkTarget('rewardCenter')).toEqual({ kind: 'internal', path: '/m/rewardCenter' });
    expect(linkTarget('/')).toEqual({ kind: 'internal', path: '/m/home' });
  });

  it('judges every link with the URL guard, after loose route names are made paths', () => {
    for (const href of [
      '/m/../wps/member/logout',
      'm/../../wps',
      '/m/%2e%2e/x',
      'java\tscript:alert(1)',
      '\\evil.test',
      'https://a.test@evil.test',
    ]) {
      expect(linkTarget(href)).toBeNull();
    }
    expect(linkTarget('vip/../activity')).toEqual({ kind: 'internal', path: '/m/activity' });
  });

  it('refuses script, data, other schemes and empty links', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.test', 'mailto:a@b.c', '', '#', null]) {
      expect(linkTarget(href)).toBeNull();
    }
  });
});

describe('sanitizeHtml', () => {
  it('removes scripts, handlers, script URLs and styles', () => {
    const html = sanitizeHtml(
      '<p style="color:red" onclick="alert(1)">Hi</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="https://x"></iframe><svg><script>alert(1)</script></svg>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript|style|iframe/i);
    expect(html).toContain('<p>Hi</p>');
  });

  it('opens external links in a new window and keeps in-app paths', () => {
    const html = sanitizeHtml('<a href="https://x.test">out</a><a href="activity" target="_top">in</a>');
    expect(html).toContain('<a href="https://x.test/" target="_blank" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/m/activity">in</a>');
  });
});

describe('sanitizeHtml: refused links', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '&#106;avascript:alert(1)',
    'java&#x09;script:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '//evil.test',
    '/m/../wps',
  ])('strips the href of %j and marks the link as refused', (href) => {
    const html = sanitizeHtml(`<a href="${href}">x</a>`);
    expect(html).toBe(`<a ${REFUSED_MARK}="">x</a>`);
  });

  it('never keeps a refusal mark the server wrote on a link that passes', () => {
    expect(sanitizeHtml(`<a href="/m/vip" ${REFUSED_MARK}="">x</a>`)).toBe('<a href="/m/vip">x</a>');
  });
});

describe('RichText', () => {
  it('tells the player a refused link cannot be opened, and opens nothing', () => {
    const onInternalLink = vi.fn();
    render(
      <ToastProvider>
        <RichText html={'<a href="javascript:alert(1)">bad</a> <a>plain</a>'} onInternalLink={onInternalLink} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('plain'));
    expect(screen.queryByRole('alert')?.textContent).toBe('');
    expect(fireEvent.click(screen.getByText('bad'))).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain('url_refused');
    expect(onInternalLink).not.toHaveBeenCalled();
  });

  it('routes in-app links through the caller and leaves external ones to the browser', () => {
    const onInternalLink = vi.fn();
    render(<RichText html={'<a href="/m/vip">vip</a> <a href="https://x.test">out</a>'} onInternalLink={onInternalLink} />);
    const internal = screen.getByText('vip');
    expect(fireEvent.click(internal)).toBe(false);
    expect(onInternalLink).toHaveBeenCalledWith('/m/vip');
    expect(fireEvent.click(screen.getByText('out'))).toBe(true);
    expect(onInternalLink).toHaveBeenCalledTimes(1);
  });
});
