import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResponsibleGamingRules } from '@playdeck/brand';
import { loadResponsibleGamingRules } from '@playdeck/brand/responsible-gaming';
import { parseBrandConfig } from '@playdeck/brand/schema';
import { demoMemberSession, renderWithApp } from '@playdeck/testing';
import ResponsibleGamingScreen from './responsible-gaming-screen';

const ROUTE = '/m/responsibleGaming';
const rulesOf = (id: string) =>
  parseBrandConfig(JSON.parse(readFileSync(path.resolve(__dirname, `../../../../../brands/${id}/brand.json`), 'utf8')), id)
    .responsibleGaming;

let rules: ResponsibleGamingRules;
let original: ResponsibleGamingRules;
beforeAll(async () => {
  rules = await loadResponsibleGamingRules();
  original = structuredClone(rules);
});
/** Makes the active rules another brand's (or changed ones), in the object the screen reads, as Storybook does. */
const useRules = (next: ResponsibleGamingRules) => Object.assign(rules, structuredClone(next));
afterEach(() => useRules(original));

const open = (options: { language?: 'EN' | 'TY'; member?: boolean } = {}) =>
  renderWithApp(<ResponsibleGamingScreen />, {
    path: ROUTE,
    routePath: ROUTE,
    language: options.language,
    session: options.member ? demoMemberSession : null,
  });

const controlNames = () =>
  within(screen.getByTestId('rg-controls'))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('/m/responsibleGaming', () => {
  it("shows the default brand's controls and its helpline, whose website opens in a new tab", async () => {
    useRules(rulesOf('default'));
    await open();
    expect(controlNames()).toEqual(['Deposit limit', 'Loss limit', 'Reality check', 'Time-out', 'Self-exclusion']);
    expect(screen.getByTestId('rg-helpline-name').textContent).toBe('Gambling Therapy (free online support)');
    expect(screen.queryByTestId('rg-helpline-phone')).toBeNull();
    const website = screen.getByTestId('rg-helpline-url');
    expect(website.getAttribute('href')).toBe('https://www.gamblingtherapy.org/');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    const links = within(screen.getByRole('list', { name: 'More help' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
      ['Gamblers Anonymous (opens in a new tab)', 'https://www.gamblersanonymous.org/', 'noopener noreferrer'],
      ['Check your gambling habits (opens in a new tab)', 'https://www.gamblingtherapy.org/self-assessment/', 'noopener noreferrer'],
    ]);
  });

  it("shows the lucky brand's own helpline with a number to call", async () => {
    useRules(rulesOf('lucky'));
    await open();
    expect(screen.getByTestId('rg-helpline-name').textContent).toBe('NCMH Crisis Hotline');
    const call = screen.getByTestId('rg-helpline-phone');
    expect(call.textContent).toBe('Call 1553');
    expect(call.getAttribute('href')).toBe('tel:1553');
    expect(call.getAttribute('target')).toBeNull();
    expect(screen.getByTestId('rg-helpline-url').getAttribute('href')).toBe('https://ncmh.gov.ph/');
  });

  it("shows the page of the member's language, in that language", async () => {
    useRules(rulesOf('default'));
    await open({ language: 'TY' });
    expect(screen.getByRole('heading', { name: 'Công cụ giúp bạn kiểm soát' })).toBeTruthy();
    expect(within(screen.getByTestId('rg-links')).getByRole('link', { name: /Tự đánh giá thói quen chơi/ })).toBeTruthy();
  });

  it("falls back to the brand's default language's page, and shows no help section where the brand has none", async () => {
    // The default brand's default language is TY: an English reader without an English page gets the Vietnamese one.
    const { EN: _english, ...vietnameseOnly } = rulesOf('default').pages;
    useRules({ ...rulesOf('default'), pages: vietnameseOnly });
    const view = await open({ language: 'EN' });
    expect(screen.getByTestId('rg-helpline-name').textContent).toBe('Gambling Therapy (hỗ trợ trực tuyến miễn phí)');
    view.unmount();
    useRules({ ...rulesOf('default'), pages: {} });
    await open();
    expect(screen.getByTestId('rg-controls')).toBeTruthy();
    expect(screen.queryByTestId('rg-help')).toBeNull();
  });

  it('lists only the controls the brand offers', async () => {
    useRules({ ...rulesOf('lucky'), controls: ['timeOut', 'selfExclusion'] });
    await open();
    expect(controlNames()).toEqual(['Time-out', 'Self-exclusion']);
  });

  it('leads a member into the security centre to set them, and a visitor to log in', async () => {
    const view = await open({ member: true });
    expect(screen.getByRole('link', { name: 'Set them in the security centre' }).getAttribute('href')).toBe('/m/securityCenter');
    expect(screen.queryByTestId('rg-sign-in')).toBeNull();
    view.unmount();
    await open();
    expect(screen.getByRole('link', { name: 'Log in to set them' }).getAttribute('href')).toBe('/m/login');
    expect(screen.queryByTestId('rg-security-centre')).toBeNull();
  });
});
