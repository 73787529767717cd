import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { calls, demoChatUrl, demoMemberSession, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import { checkedChatUrl } from './chat-url';
import LiveChatScreen from './live-chat-screen';

const ROUTE = '/m/liveChat';
const flags = BRAND_FLAGS as Record<keyof typeof BRAND_FLAGS, boolean>;
const cbs3 = flags.CBS3;
afterEach(() => {
  flags.CBS3 = cbs3;
});

describe('checkedChatUrl', () => {
  it.each([
    ['https://chat.example.test/room?x=1', 'https://chat.example.test/room?x=1'],
    ['http://chat.example.test/', 'http://chat.example.test/'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['//evil.example/chat', null],
    ['/m/home', null],
    ['', null],
  ])('%s → %s', (url, expected) => {
    expect(checkedChatUrl(url)).toBe(expected);
  });

  it("opens a path (the platform's demo chat) on the platform's origin, and nothing that leaves it", () => {
    const origin = 'https://api.example.test';
    expect(checkedChatUrl('/wps/demo/live-chat?lang=EN', origin)).toBe('https://api.example.test/wps/demo/live-chat?lang=EN');
    expect(checkedChatUrl('/wps/demo/live-chat', 'http://localhost:4800')).toBe('http://localhost:4800/wps/demo/live-chat');
    expect(checkedChatUrl('//evil.example/chat', origin)).toBeNull();
    expect(checkedChatUrl('/m/home', origin)).toBeNull();
  });
});

describe('live chat', () => {
  it('opens the checked chat URL in the page, with a way back', async () => {
    flags.CBS3 = true;
    const { location } = await renderWithApp(<LiveChatScreen />, {
      history: ['/m/member/home', ROUTE],
      routePath: ROUTE,
      session: demoMemberSession,
    });
    const frame = await screen.findByTestId('live-chat-frame');
    expect(frame.getAttribute('src')).toBe(demoChatUrl);
    expect(fakePlatform.requests(calls.support.launchChat)).toHaveLength(1);
    // upstream-contract.md: CBS_launchChat goes with its module header.
    expect(fakePlatform.requests(calls.support.launchChat)[0]!.headers.get('Module')).toBe('CBS3');
    await userEvent.click(screen.getByTestId('live-chat-back'));
    expect(location().pathname).toBe('/m/member/home');
  });

  it('does not open a URL that is not http(s)', async () => {
    flags.CBS3 = true;
    fakePlatform.answer(calls.support.launchChat, { chatUrl: 'javascript:alert(document.cookie)' });
    await renderWithApp(<LiveChatScreen />, { history: [ROUTE], routePath: ROUTE, session: demoMemberSession });
    expect((await screen.findByTestId('live-chat-unavailable')).textContent).toContain('could not be opened safely');
    expect(screen.queryByTestId('live-chat-frame')).toBeNull();
    expect(screen.getByTestId('live-chat-customer-service').getAttribute('href')).toBe('/m/customerService');
  });

  it('shows a refusal with a retry', async () => {
    flags.CBS3 = true;
    fakePlatform.answer(calls.support.launchChat, refuse('function.not.available', { status: 403 }));
    await renderWithApp(<LiveChatScreen />, { history: [ROUTE], routePath: ROUTE, session: demoMemberSession });
    await screen.findByTestId('live-chat-error');
    fakePlatform.answer(calls.support.launchChat, { chatUrl: demoChatUrl });
    await userEvent.click(screen.getByTestId('live-chat-retry'));
    expect(await screen.findByTestId('live-chat-frame')).toBeTruthy();
  });

  it('without CBS3 there is no chat and no call: the customer-service page instead', async () => {
    flags.CBS3 = false;
    await renderWithApp(<LiveChatScreen />, { history: [ROUTE], routePath: ROUTE, session: demoMemberSession });
    expect((await screen.findByTestId('live-chat-unavailable')).textContent).toContain('Live chat is not available here');
    expect(fakePlatform.requests(calls.support.launchChat)).toEqual([]);
  });
});
