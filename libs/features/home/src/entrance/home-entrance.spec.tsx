import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brandImages } from '@playdeck/brand';
import HomeScreen from '../home-screen';
import {
  calls,
  demoSettings as settingsAnswer,
  demoVendorLanes,
  fakePlatform,
  refuseUnknown,
  renderWithApp,
  type WireValue,
} from '@playdeck/testing';

beforeAll(async () => {
  await Promise.all([import('./home-entrance'), import('../matches/hot-match-carousel'), import('../games/hot-games-carousel')]);
});

afterEach(() => vi.clearAllMocks());

const content = () => screen.getByTestId('home-tab-content');
const blocksShown = () =>
  ['home-hot-matches', 'home-jackpot', 'home-hot-games', 'home-winners', 'home-app-download', 'home-vendors', 'home-footer'].filter(
    (id) => screen.queryByTestId(id) !== null,
  );

async function openHome(settings?: WireValue<typeof calls.system.consolidatedSettings>) {
  if (settings) fakePlatform.answer(calls.system.consolidatedSettings, settings);
  const view = await renderWithApp(<HomeScreen />);
  await screen.findByTestId('home-menu-RNG');
  return view;
}

describe('category menu', () => {
  it('lists index, the sorted categories (cockfight after LIVE, e-sports after PVP), PROMO with HOT, VIP and AFFILIATE', async () => {
    await openHome();
    const entries = within(screen.getByTestId('home-menu'))
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.getAttribute('data-testid'));
    expect(entries).toEqual(
      ['index', 'LOTT', 'LIVE', 'COCKFIGHT', 'RNG', 'SPORTS', 'PVP', 'ESPORTS', 'FISH', 'PROMO', 'VIP', 'AFFILIATE'].map(
        (id) => `home-menu-${id}`,
      ),
    );
    expect(screen.getByRole('button', { name: 'Home', pressed: true })).toBeTruthy();
    const promo = screen.getByRole('link', { name: /Promos/ });
    expect(promo.getAttribute('href')).toBe('/m/activity');
    expect(within(promo).getByText('Hot')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'VIP' }).getAttribute('href')).toBe('/m/vip');
    const affiliate = screen.getByRole('link', { name: /Affiliate/ });
    expect(affiliate.getAttribute('href')).toBe(settingsAnswer.affiliateLink);
    expect(affiliate.getAttribute('target')).toBe('_blank');
  });

  it('has no AFFILIATE entry without an affiliate link', async () => {
    await openHome({ ...settingsAnswer, affiliateLink: null });
    await waitFor(() => expect(screen.getByTestId('home-app-download')).toBeTruthy());
    expect(screen.queryByTestId('home-menu-AFFILIATE')).toBeNull();
    expect(screen.queryByTestId('home-affiliate-join')).toBeNull();
  });

  it('offers a retry when the categories fail to load, keeping the index tab', async () => {
    let fail = true;
    fakePlatform.answer(calls.games.vendors, () =>
      fail ? refuseUnknown('system.busy', { status: 500 }) : { data: { lanes: demoVendorLanes } },
    );
    await renderWithApp(<HomeScreen />);
    const retry = await screen.findByTestId('home-menu-retry');
    expect(screen.getByTestId('home-menu-index')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('home-menu-RNG')).toBeTruthy();
  });

  it('keeps PROMO and VIP back while the categories load, so the categories never push them down', async () => {
    let answer!: () => void;
    fakePlatform.answer(
      calls.games.vendors,
      () => new Promise((resolve) => (answer = () => resolve({ data: { lanes: demoVendorLanes } }))),
    );
    await renderWithApp(<HomeScreen />);
    await screen.findByTestId('home-menu-index');
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(screen.queryByTestId('home-menu-PROMO')).toBeNull();
    expect(screen.queryByTestId('home-menu-VIP')).toBeNull();
    answer();
    const entries = await screen.findAllByTestId(/^home-menu-(RNG|PROMO|VIP)$/);
    expect(entries.map((entry) => entry.dataset.testid)).toEqual(['home-menu-RNG', 'home-menu-PROMO', 'home-menu-VIP']);
  });
});

/** Every block of the index tab, in screen order. */
const INDEX_BLOCKS = ['home-hot-matches', 'home-jackpot', 'home-hot-games', 'home-winners', 'home-app-download', 'home-footer'];

describe('blocks per tab', () => {
  it('shows every home block on the index tab', async () => {
    await openHome();
    await waitFor(() => expect(blocksShown()).toContain('home-footer'));
    expect(blocksShown()).toEqual(INDEX_BLOCKS);
    expect(screen.getByTestId('home-jackpot-amount').textContent).toMatch(/^9\d,\d{3},\d{3}\.\d{2}$/);
  });

  it('renders the blocks below the fold in idle turns after the first view: winners and app download, then the footer', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    try {
      await openHome();
      expect(blocksShown()).toEqual(['home-hot-matches', 'home-jackpot', 'home-hot-games']);
      const seen: string[][] = [];
      while (idle.length > 0) {
        await act(async () => idle.shift()!({} as IdleDeadline));
        seen.push(blocksShown());
      }
      expect(seen).toContainEqual(['home-hot-matches', 'home-jackpot', 'home-hot-games', 'home-winners', 'home-app-download']);
      expect(seen.at(-1)).toEqual(INDEX_BLOCKS);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows hot matches and vendors on SPORTS', async () => {
    await openHome();
    fireEvent.click(screen.getByTestId('home-menu-SPORTS'));
    expect(content().dataset.tab).toBe('SPORTS');
    expect(blocksShown()).toEqual(['home-hot-matches', 'home-vendors']);
  });

  it('shows the jackpot banner (no decimals) and vendors on RNG', async () => {
    await openHome();
    fireEvent.click(screen.getByTestId('home-menu-RNG'));
    expect(blocksShown()).toEqual(['home-jackpot', 'home-vendors']);
    expect(screen.getByTestId('home-jackpot-banner-amount').textContent).toMatch(/^1[5-8]\d,\d{3},\d{3}$/);
    expect(screen.getByRole('button', { name: 'Slots', pressed: true })).toBeTruthy();
  });

  it('leads the lottery category to the draw results and the Vietnamese lottery', async () => {
    await openHome();
    expect(screen.queryByTestId('home-lottery-pages')).toBeNull();
    fireEvent.click(screen.getByTestId('home-menu-LOTT'));
    expect(screen.getByTestId('home-lottery-pages-history').getAttribute('href')).toBe('/m/lotteryHistory');
    expect(screen.getByTestId('home-lottery-pages-vietnam').getAttribute('href')).toBe('/m/vnLottery');
    fireEvent.click(screen.getByTestId('home-menu-LIVE'));
    expect(screen.queryByTestId('home-lottery-pages')).toBeNull();
  });

  it('shows only vendors on other categories, and goes back to everything on index', async () => {
    await openHome();
    fireEvent.click(screen.getByTestId('home-menu-LIVE'));
    expect(blocksShown()).toEqual(['home-vendors']);
    fireEvent.click(screen.getByTestId('home-menu-index'));
    expect(blocksShown()).toContain('home-footer');
  });
});

describe('vendor rows', () => {
  const row = (vendor: string) => screen.getByTestId(`home-vendor-${vendor}`);
  const icon = (vendor: string) => row(vendor).querySelector('img')!.getAttribute('src');
  const width = (vendor: string) => row(vendor).parentElement!.dataset.itemWidth;

  it('use the icon CDN with the spec aliases', async () => {
    await openHome();
    fireEvent.click(screen.getByTestId('home-menu-SPORTS'));
    expect(icon('BTI')).toBe('/cdn/vendors/SPORTS-123BET.png');
    expect(icon('SABA')).toBe('/cdn/vendors/SPORTS-SABA.png');
    fireEvent.click(screen.getByTestId('home-menu-ESPORTS'));
    expect(icon('AV')).toBe('/cdn/vendors/SPORTS-AV.png');
    fireEvent.click(screen.getByTestId('home-menu-LIVE'));
    expect(icon('SEX')).toBe('/cdn/vendors/LIVE-SEXY.png');
    fireEvent.click(screen.getByTestId('home-menu-RNG'));
    expect(icon('JL')).toBe('/cdn/vendors/RNG-JILI.png');
  });

  it('fall back to the default image when an icon fails', async () => {
    await openHome();
    fireEvent.click(screen.getByTestId('home-menu-RNG'));
    fireEvent.error(row('PG').querySelector('img')!);
    expect(icon('PG')).toBe(brandImages.defaultGame);
  });

  it('are 280 wide, 420 for FISH and PVP', async () => {
    await openHome();
    fireEvent.click(screen.getByTestId('home-menu-RNG'));
    expect(width('PG')).toBe('280');
    expect(row('PG').parentElement!.style.getPropertyValue('--home-vendor-width')).toBe('280');
    fireEvent.click(screen.getByTestId('home-menu-FISH'));
    expect(width('JL')).toBe('420');
    fireEvent.click(screen.getByTestId('home-menu-PVP'));
    expect(width('KM')).toBe('420');
    fireEvent.click(screen.getByTestId('home-menu-LIVE'));
    expect(width('EVO')).toBe('280');
  });

  it('lead slots to the slots centre; other categories launch the vendor lobby (a visitor goes to login first)', async () => {
    const view = await openHome();
    fireEvent.click(screen.getByTestId('home-menu-RNG'));
    expect(row('PG').getAttribute('href')).toBe('/m/slotsCenter?vassalage=PG');
    fireEvent.click(screen.getByTestId('home-menu-COCKFIGHT'));
    expect(row('DS88').tagName).toBe('BUTTON');
    fireEvent.click(row('DS88'));
    expect(view.location().pathname).toBe('/m/login');
    expect(fakePlatform.requests(calls.games.launch)).toEqual([]);
  });
});

describe('home footer', () => {
  it('shows provider logos without lotteries, only the social networks the merchant has, service and affiliate links', async () => {
    await openHome();
    const footer = await screen.findByTestId('home-footer');
    const logos = await within(footer).findByTestId('home-vendor-logos');
    const vendors = [...logos.querySelectorAll('img')].map((image) => image.dataset.vendor);
    expect(vendors).toEqual(['SEX', 'EVO', 'DS88', 'JL', 'PG', 'BTI', 'SABA', 'KM', 'AV']);
    expect(logos.querySelector('img')!.getAttribute('src')).toBe('/cdn/vendors/LIVE-SEXY.png');

    const socials = within(within(footer).getByTestId('home-social-links')).getAllByRole('link');
    expect(socials.map((link) => link.textContent)).toEqual(['Facebook (opens in a new tab)', 'Telegram (opens in a new tab)']);
    expect(socials.map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['https://facebook.com/example', '_blank'],
      ['https://t.me/example', '_blank'],
    ]);
    expect(within(footer).getByTestId('home-affiliate-join').getAttribute('href')).toBe(settingsAnswer.affiliateLink);
    expect(within(footer).getByTestId('home-customer-service').getAttribute('href')).toBe(settingsAnswer.customerService);
    const about = within(within(footer).getByTestId('home-about-links')).getAllByRole('link');
    expect(about.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['App service', '/m/appService'],
      ['Brand and details', '/m/brand'],
      ['Join us', '/m/joinUs'],
      ['Sponsors', '/m/sponsor'],
    ]);
    expect(within(footer).getByRole('link', { name: 'Responsible gaming' }).getAttribute('href')).toBe('/m/responsibleGaming');
    expect(within(footer).getByTestId('language-select')).toBeTruthy();
    expect(within(footer).getByTestId('copyright')).toBeTruthy();
  });

  it('leaves the social block out when the merchant has no social links', async () => {
    await openHome({ ...settingsAnswer, socialLinks: [] });
    await waitFor(() => expect(screen.getByTestId('home-customer-service')).toBeTruthy());
    expect(screen.queryByTestId('home-social-links')).toBeNull();
  });

  it('shows the app download block with the merchant app icon and a way to /m/app', async () => {
    await openHome();
    const block = await screen.findByTestId('home-app-download');
    await waitFor(() => expect(block.querySelector('img')!.getAttribute('src')).toBe('/wps/static/app/icon.svg'));
    expect(within(block).getByTestId('home-app-download-link').getAttribute('href')).toBe('/m/app');
  });

  it('says how many games there are, "over 600 games" (spec section 9), from the vendors\' game counts rounded down to a hundred', async () => {
    const card = (vassalage: string, gameCount: number) => ({
      vassalage,
      accountTypeName: vassalage,
      displayName: vassalage,
      gameType: 'RNG' as const,
      gameCount,
    });
    fakePlatform.answer(calls.games.vendors, () => ({
      data: {
        lanes: [
          { title: 'Slots', gameClassify: 'RNG' as const, cards: [card('JL', 420), card('PG', 150)] },
          { title: 'Live', gameClassify: 'LIVE' as const, cards: [{ ...card('EVO', 64), gameType: 'LIVE' as const }] },
        ],
      },
    }));
    await openHome();
    expect((await screen.findByTestId('home-app-games')).textContent).toBe('Over 600 games');
  });

  it('leaves the games line out below a hundred games', async () => {
    await openHome();
    await screen.findByTestId('home-app-download-link');
    expect(screen.queryByTestId('home-app-games')).toBeNull();
  });
});
