import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '@playdeck/brand';
import { calls, demoMemberSession, fakePlatform, refuseUnknown, renderWithApp } from '@playdeck/testing';
import CustomerServiceScreen from './customer-service-screen';

const ROUTE = '/m/customerService';
const flags = BRAND_FLAGS as Record<keyof typeof BRAND_FLAGS, boolean>;
const cbs3 = flags.CBS3;
afterEach(() => {
  flags.CBS3 = cbs3;
});

const channels = [
  { path: 'cs-live-chat-01', title: 'Live chat 24/7' },
  { path: 'cs-mail-000002', title: 'E-mail' },
  { path: 'cs-bad-0000003', title: 'Broken' },
];
const urls: Record<string, string> = {
  'cs-live-chat-01': 'https://support.example.test/chat',
  'cs-mail-000002': 'mailto:support@example.test',
  'cs-bad-0000003': 'javascript:alert(1)',
};

describe('customer service', () => {
  it("lists the merchant's channels, each resolved to a safe link, and the brand's link, for visitors", async () => {
    fakePlatform.answer(calls.system.customerService, channels);
    fakePlatform.answer(calls.system.customerServiceLink, ({ query }) => ({ url: urls[String(query?.path)]! }));
    await renderWithApp(<CustomerServiceScreen />, { history: [ROUTE], routePath: ROUTE });
    await waitFor(() => expect(screen.getAllByTestId('customer-service-item')).toHaveLength(3));
    const [chat, mail, broken] = screen.getAllByTestId('customer-service-item');
    // The script link keeps its place with no href; a tap says it cannot be opened.
    expect([broken!.textContent, broken!.hasAttribute('href')]).toEqual(['Broken›', false]);
    fireEvent.click(broken!);
    expect(screen.getByRole('alert').textContent).toBe('This link cannot be opened: it does not lead to a web page or a page of the app.');
    expect([chat!.textContent, chat!.getAttribute('href'), chat!.getAttribute('target')]).toEqual([
      'Live chat 24/7›',
      urls['cs-live-chat-01'],
      '_blank',
    ]);
    expect([mail!.textContent, mail!.getAttribute('href'), mail!.getAttribute('target')]).toEqual([
      'E-mail›',
      urls['cs-mail-000002'],
      null,
    ]);
    expect(screen.getByTestId('customer-service-link').getAttribute('href')).toBe(
      new URL(brand.links.customerService, window.location.origin).href,
    );
    expect(screen.queryByTestId('customer-service-chat')).toBeNull();
    expect(screen.queryByTestId('customer-service-feedback')).toBeNull();
  });

  it('offers members live chat with CBS3, and feedback', async () => {
    flags.CBS3 = true;
    await renderWithApp(<CustomerServiceScreen />, { history: [ROUTE], routePath: ROUTE, session: demoMemberSession });
    expect((await screen.findByTestId('customer-service-chat')).getAttribute('href')).toBe('/m/liveChat');
    expect(screen.getByTestId('customer-service-feedback').getAttribute('href')).toBe('/m/feedback');
  });

  it('without CBS3 no chat entry, but the customer-service link stays', async () => {
    flags.CBS3 = false;
    await renderWithApp(<CustomerServiceScreen />, { history: [ROUTE], routePath: ROUTE, session: demoMemberSession });
    await screen.findByTestId('customer-service-list');
    expect(screen.queryByTestId('customer-service-chat')).toBeNull();
    expect(screen.getByTestId('customer-service-link').getAttribute('href')).toBe(
      new URL(brand.links.customerService, window.location.origin).href,
    );
  });

  it('says when there are no channels, and offers a retry when they fail to load', async () => {
    fakePlatform.answer(calls.system.customerService, refuseUnknown('system.error', { status: 500 }));
    await renderWithApp(<CustomerServiceScreen />, { history: [ROUTE], routePath: ROUTE });
    await screen.findByTestId('customer-service-error');
    fakePlatform.answer(calls.system.customerService, []);
    await userEvent.click(screen.getByTestId('customer-service-retry'));
    expect(within(await screen.findByTestId('customer-service-empty')).getByText('No customer service channels yet')).toBeTruthy();
  });
});
