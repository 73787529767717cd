import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand } from '@playdeck/brand';
import { AGENT_SESSION, announcement, calls, fakePlatform, renderWithApp } from '@playdeck/testing';
import AgentNoticeScreen, { noticeTypes } from './agent-notice-screen';

const ROUTE = '/m/member/notice';

describe('/m/member/notice?types=A', () => {
  it('asks the platform for agent announcements and opens one in place', async () => {
    fakePlatform.answer(calls.content.announcements, [
      announcement({
        id: 7,
        type: 'A',
        title: 'Agent commission paid',
        content: '<p>In your wallet.</p>',
        startDate: Date.UTC(2026, 10, 20),
      }),
    ]);
    await renderWithApp(<AgentNoticeScreen />, { path: `${ROUTE}?types=A`, routePath: ROUTE, session: AGENT_SESSION });
    const toggle = await screen.findByTestId('agent-notice-toggle');
    expect(fakePlatform.requests(calls.content.announcements)[0]!.query).toMatchObject({
      types: 'A',
      groupName: 'm_home',
      platform: 'M',
      merchantCode: brand.merchantCode,
    });
    expect(screen.queryByTestId('agent-notice-content')).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByTestId('agent-notice-content').textContent).toBe('In your wallet.');
  });

  it('says when there are none', async () => {
    fakePlatform.answer(calls.content.announcements, []);
    await renderWithApp(<AgentNoticeScreen />, { path: ROUTE, routePath: ROUTE, session: AGENT_SESSION });
    expect(await screen.findByTestId('agent-notices-empty')).toBeTruthy();
  });

  it('keeps only announcement types from the URL, agent notices by default', () => {
    expect(noticeTypes('A')).toBe('A');
    expect(noticeTypes(null)).toBe('A');
    expect(noticeTypes('X,<b>')).toBe('A');
    expect(noticeTypes('A,B,A')).toBe('A,B');
  });
});
