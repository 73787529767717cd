import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { HelpSection } from '@playdeck/api';
import { calls, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import HelpMenuBlock from './help-menu-block';
import HelpScreen from './help-screen';

afterEach(() => vi.restoreAllMocks());

const SECTIONS: HelpSection[] = [
  {
    title: 'Account and registration',
    tag: 'register',
    content: '<p>Open an account.</p>',
    children: [{ title: 'How do I register?', content: '<p>Choose a username.</p>' }],
  },
  {
    title: 'Deposits',
    tag: 'deposit',
    content: '<p>Bank transfer and e-wallets.</p>',
    children: [
      { title: 'Minimum deposit', content: '<p>The minimum is 100,000.</p>' },
      { title: 'My deposit has not arrived', content: '<p>Contact support.</p><img src="x" onerror="alert(1)">' },
    ],
  },
  { title: 'Promotions and rebates', tag: 'promotions', content: '<p>See <a href="/m/activity">promotions</a>.</p>', children: [] },
];

const routes = { '/m/help': <HelpScreen />, '/m/other': <HelpMenuBlock /> };
const toggles = () => screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent);

describe('/m/help', () => {
  it('numbers the sections, all closed, and opens one with its content and children on tap', async () => {
    fakePlatform.answer(calls.content.helpCenter, () => SECTIONS);
    const { location } = await renderWithApp(null, { path: '/m/help', routes });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      '1. Account and registration',
      '2. Deposits',
      '3. Promotions and rebates',
    ]);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '3. Promotions and rebates' }));
    const region = screen.getByRole('region', { name: '3. Promotions and rebates' });
    fireEvent.click(within(region).getByRole('link', { name: 'promotions' }));
    expect(location().pathname).toBe('/m/activity');
    expect(fakePlatform.requests(calls.content.helpCenter)[0]!.query).toEqual({ device: 'MOBILE', lang: 'EN' });
  });

  it('?p= opens that section (0 is the first) and scrolls to it; ?c= opens the child inside it', async () => {
    const scrolled: string[] = [];
    // jsdom has no scrolling: record what the screen brings into view.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.getAttribute('data-testid') ?? '');
    };
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    fakePlatform.answer(calls.content.helpCenter, () => SECTIONS);
    await renderWithApp(null, { path: '/m/help?p=1&c=1', routes });
    await screen.findAllByRole('heading', { level: 2 });
    expect(toggles()).toEqual(['2. Deposits', 'My deposit has not arrived']);
    const child = screen.getByRole('region', { name: 'My deposit has not arrived' });
    expect(child.textContent).toBe('Contact support.');
    expect(child.innerHTML).not.toContain('onerror');
    await waitFor(() => expect(scrolled).toEqual(['help-child-1-1']));
  });

  it('?p=0 opens the first section; a p past the end opens none', async () => {
    fakePlatform.answer(calls.content.helpCenter, () => SECTIONS);
    const first = await renderWithApp(null, { path: '/m/help?p=0', routes });
    await screen.findAllByRole('heading', { level: 2 });
    expect(toggles()).toEqual(['1. Account and registration']);
    first.unmount();
    await renderWithApp(null, { path: '/m/help?p=9', routes });
    await screen.findAllByRole('heading', { level: 2 });
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('?tag= shows and opens the sections of that tag, with a way back to all topics', async () => {
    fakePlatform.answer(calls.content.helpCenter, () => SECTIONS);
    const { location } = await renderWithApp(null, { path: '/m/help?tag=deposit', routes });
    await screen.findAllByRole('heading', { level: 2 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['2. Deposits']);
    expect(toggles()).toEqual(['2. Deposits']);
    fireEvent.click(screen.getByTestId('help-all-topics'));
    expect(location().search).toBe('');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3));
  });

  it('an unknown tag, and a help centre without sections, each say so', async () => {
    let sections = SECTIONS;
    fakePlatform.answer(calls.content.helpCenter, () => sections);
    const tagged = await renderWithApp(null, { path: '/m/help?tag=cockfight', routes });
    expect((await screen.findByTestId('help-tag-empty')).textContent).toContain('No help on this topic');
    tagged.unmount();
    sections = [];
    await renderWithApp(null, { path: '/m/help?p=1', routes });
    expect((await screen.findByTestId('help-empty')).textContent).toContain('No help topics yet');
  });

  it('offers a retry when the help centre cannot be loaded', async () => {
    let fail = true;
    fakePlatform.answer(calls.content.helpCenter, () => {
      if (fail) return refuse('TOO_MANY_REQUEST', { status: 429 });
      return SECTIONS;
    });
    await renderWithApp(null, { path: '/m/help', routes });
    await screen.findByTestId('help-error');
    fail = false;
    fireEvent.click(screen.getByTestId('help-retry'));
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});

describe('HelpMenuBlock', () => {
  it('lists the section titles, each linking /m/help?p={index}, which opens that section', async () => {
    fakePlatform.answer(calls.content.helpCenter, () => SECTIONS);
    await renderWithApp(null, { path: '/m/other', routes });
    const links = await screen.findAllByTestId('help-menu-link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1. Account and registration', '/m/help?p=0'],
      ['2. Deposits', '/m/help?p=1'],
      ['3. Promotions and rebates', '/m/help?p=2'],
    ]);
    fireEvent.click(links[1]!);
    await waitFor(() => expect(toggles()).toEqual(['2. Deposits']));
  });
});
